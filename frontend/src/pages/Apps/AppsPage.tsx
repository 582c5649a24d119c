import { Alert, Tag } from 'antd';
import { AntdScope, AppCard, PageHero } from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import { APPS_NOTICE, SUITE_APPS, SUITE_BADGES } from './apps.data';
import './AppsPage.css';

/** /apps: the companion apps, all listed but not yet available (static content, no query). */
export function AppsPage() {
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
          {SUITE_APPS.map((app) => (
            <li key={app.name}>
              <AppCard app={app} headingLevel={2} />
            </li>
          ))}
        </ul>
      </div>
    </AntdScope>
  );
}
