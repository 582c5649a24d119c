import type { PublicRouteKey } from '../app/site-routes';
import { lazyComponent } from '../app/lazyComponent';
import type { PageElements } from './pageRoutes';

const SprayConditionsPage = lazyComponent('src/pages/SprayConditions/SprayConditionsPage.tsx', () =>
  import('../pages/SprayConditions/SprayConditionsPage').then((m) => ({
    default: m.SprayConditionsPage,
  })),
);

/** The Spray Condition App (issue 39), a lazy page of its own. */
export const sprayPages = {
  sprayConditions: <SprayConditionsPage />,
} satisfies PageElements<PublicRouteKey>;
