import { Suspense, useState } from 'react';
import { Alert, Tag } from 'antd';
import { AntdScope, AppCard, PageHero } from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { lazyComponent } from '../../app/lazyComponent';
import { usePageQuery } from '../../app/page-data';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import { AppStatusesDocument } from '../../graphql/generated/graphql';
import { APP_STATUS_LABELS } from '../../app/suite-apps';
import { APPS_NOTICE, SUITE_APPS, SUITE_BADGES } from './apps.data';
import './AppsPage.css';

/** The waitlist's dialog: its code (antd's Modal and Form, the mutation) loads on the button. */
const WaitlistDialog = lazyComponent('src/features/waitlist/WaitlistDialog.tsx', () =>
  import('../../features/waitlist/WaitlistDialog').then((m) => ({ default: m.WaitlistDialog })),
);

/**
 * /apps: the companion apps with the status the office set in Settings (the built-in one while
 * it loads or if it cannot be read); the card of a working tool links to it. FarmOps Manager's
 * "Join Waitlist" opens the waitlist's dialog (mounted on the first press, then kept so that
 * closing it gives the focus back to the button).
 */
export function AppsPage() {
  /** Null until the button is first pressed; then whether the dialog is open. */
  const [waitlistOpen, setWaitlistOpen] = useState<boolean | null>(null);
  const statuses = usePageQuery(AppStatusesDocument).data?.company.appStatuses;
  const apps = SUITE_APPS.map((app) => {
    const status = statuses ? APP_STATUS_LABELS[statuses[app.key]] : app.status;
    return { app: { ...app, status }, href: status === 'Coming Soon' ? undefined : app.path };
  });
  return (
    <AntdScope>
      <PageHero
        title="Agricultural Technology Suite"
        subtitle="Digital tools that put our agronomy advice in your pocket: rates, spray windows, seed safety and farm records."
      />
      <div className="page apps-page">
        <PageMeta
          title="Agricultural Technology Suite"
          description="Companion apps for farmers: a dosage calculator, a spray-conditions planner, a fertilizer salt-index tool and a farm operations manager, in development."
          path={PUBLIC_ROUTES.apps.path}
        />
        <Alert className="apps-page__notice" type="info" showIcon title={APPS_NOTICE} />
        <ul className="apps-page__badges" aria-label="Built for every farm team">
          {SUITE_BADGES.map((badge) => (
            <li key={badge}>
              <Tag variant="outlined">{badge}</Tag>
            </li>
          ))}
        </ul>
        <ul className="apps-page__grid">
          {apps.map(({ app, href }) => (
            <li key={app.key}>
              <AppCard
                app={app}
                href={href}
                headingLevel={2}
                onAction={
                  app.key === 'farmOps' && app.status === 'Coming Soon'
                    ? () => setWaitlistOpen(true)
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
        {waitlistOpen === null ? null : (
          <Suspense fallback={null}>
            <WaitlistDialog open={waitlistOpen} onClose={() => setWaitlistOpen(false)} />
          </Suspense>
        )}
      </div>
    </AntdScope>
  );
}
