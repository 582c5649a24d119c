import { Alert, Tag } from 'antd';
import { AntdScope, AppCard, PageHero } from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { usePageQuery } from '../../app/page-data';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import { AppStatusesDocument } from '../../graphql/generated/graphql';
import { APP_STATUS_LABELS, APPS_NOTICE, SUITE_APPS, SUITE_BADGES } from './apps.data';
import './AppsPage.css';

/**
 * /apps: the companion apps with the status the office set in Settings (the built-in one while
 * it loads or if it cannot be read); the card of a working tool links to it.
 */
export function AppsPage() {
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
              <AppCard app={app} href={href} headingLevel={2} />
            </li>
          ))}
        </ul>
      </div>
    </AntdScope>
  );
}
