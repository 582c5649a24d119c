import { lazyComponent } from '../app/lazyComponent';

/** The not-found page: the public site's (App.tsx) and the admin area's, for an unknown address. */
export const NotFoundPage = lazyComponent('src/pages/NotFound/NotFoundPage.tsx', () =>
  import('../pages/NotFound/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
