import { Alert } from 'antd';
import { AntdScope, AppCard, LinkButton, PageHero, Typography } from 'ui-kit';
import { PageMeta } from '../../app/meta';
import { PUBLIC_ROUTES } from '../../app/site-routes';
import {
  HUB_APP_NOTICE,
  HUB_APPS,
  HUB_SOLUTION_NOTICE,
  HUB_SOLUTIONS,
} from './integratedApps.data';
import './IntegratedAppsPage.css';

/**
 * /integrated-apps: the farm-management applications in development (static content, no query).
 * The solution cards reuse AppCard, whose disabled "Coming Soon" button says the same as their
 * notice: nothing here can be opened yet.
 */
export function IntegratedAppsPage() {
  return (
    <AntdScope>
      <PageHero
        title="Agricultural Solution Hub"
        subtitle="Integrated applications that bring crop, soil, weather and market information together for your whole operation."
      />
      <div className="page integrated-apps-page">
        <PageMeta
          title="Agricultural Solution Hub"
          description="Integrated farm-management applications in development: crop health, weather risk, soil analysis, pest control, resources, market prices and field operations."
          path={PUBLIC_ROUTES.integratedApps.path}
        />

        <section aria-labelledby="integrated-apps-list" className="integrated-apps-page__section">
          <Typography.Title level={2} id="integrated-apps-list">
            Our Applications
          </Typography.Title>
          <ul className="integrated-apps-page__grid">
            {HUB_APPS.map((app) => (
              <li key={app.name}>
                <AppCard app={app} actionLabel="Coming Soon" notice={HUB_APP_NOTICE} />
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="integrated-apps-solutions"
          className="integrated-apps-page__section"
        >
          <Typography.Title level={2} id="integrated-apps-solutions">
            Integrated Solutions for Modern Agriculture
          </Typography.Title>
          <ul className="integrated-apps-page__grid integrated-apps-page__grid--four">
            {HUB_SOLUTIONS.map((solution) => (
              <li key={solution.name}>
                <AppCard app={solution} actionLabel="Coming Soon" notice={HUB_SOLUTION_NOTICE} />
              </li>
            ))}
          </ul>
        </section>

        <Alert
          className="integrated-apps-page__banner"
          type="success"
          showIcon
          title="Coming Soon"
          description="We are launching these applications in phases over the coming seasons, starting with the tools growers ask for most. Each one will be announced in our newsletter."
        />
        <div className="integrated-apps-page__actions">
          <LinkButton to={PUBLIC_ROUTES.apps.path} variant="primary">
            View All Applications
          </LinkButton>
        </div>
      </div>
    </AntdScope>
  );
}
