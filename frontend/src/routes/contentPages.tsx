import type { PublicRouteKey } from '../app/site-routes';
import type { PageElements } from './pageRoutes';
import { lazyComponent } from '../app/lazyComponent';

const VideosPage = lazyComponent('src/pages/Videos/VideosPage.tsx', () =>
  import('../pages/Videos/VideosPage').then((m) => ({ default: m.VideosPage })),
);
const NewsletterListPage = lazyComponent('src/pages/NewsletterList/NewsletterListPage.tsx', () =>
  import('../pages/NewsletterList/NewsletterListPage').then((m) => ({
    default: m.NewsletterListPage,
  })),
);
const NewsletterArticlePage = lazyComponent(
  'src/pages/NewsletterArticle/NewsletterArticlePage.tsx',
  () =>
    import('../pages/NewsletterArticle/NewsletterArticlePage').then((m) => ({
      default: m.NewsletterArticlePage,
    })),
);
const SubscriptionConfirmPage = lazyComponent(
  'src/pages/Subscription/SubscriptionConfirmPage.tsx',
  () =>
    import('../pages/Subscription/SubscriptionConfirmPage').then((m) => ({
      default: m.SubscriptionConfirmPage,
    })),
);
const UnsubscribePage = lazyComponent('src/pages/Subscription/UnsubscribePage.tsx', () =>
  import('../pages/Subscription/UnsubscribePage').then((m) => ({ default: m.UnsubscribePage })),
);
const SubscriptionPreferencesPage = lazyComponent(
  'src/pages/Subscription/SubscriptionPreferencesPage.tsx',
  () =>
    import('../pages/Subscription/SubscriptionPreferencesPage').then((m) => ({
      default: m.SubscriptionPreferencesPage,
    })),
);
const CertificationsPage = lazyComponent('src/pages/Certifications/CertificationsPage.tsx', () =>
  import('../pages/Certifications/CertificationsPage').then((m) => ({
    default: m.CertificationsPage,
  })),
);
const DocumentationPage = lazyComponent('src/pages/Documentation/DocumentationPage.tsx', () =>
  import('../pages/Documentation/DocumentationPage').then((m) => ({
    default: m.DocumentationPage,
  })),
);

/**
 * The content screens by route (paths in src/app/site-routes.ts): videos, newsletter list and
 * articles, a subscriber's pages (confirm, unsubscribe, preferences), certifications and
 * documentation. Each element is a lazy page (route-level code
 * splitting).
 */
export const contentPages = {
  videos: <VideosPage />,
  newsletter: <NewsletterListPage />,
  newsletterArticle: <NewsletterArticlePage />,
  subscriptionConfirm: <SubscriptionConfirmPage />,
  subscriptionUnsubscribe: <UnsubscribePage />,
  subscriptionPreferences: <SubscriptionPreferencesPage />,
  certifications: <CertificationsPage />,
  documentation: <DocumentationPage />,
} satisfies PageElements<PublicRouteKey>;
