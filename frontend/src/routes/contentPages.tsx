import { lazy } from 'react';
import type { PublicRouteKey } from '../app/site-routes';
import type { PageElements } from './pageRoutes';

const VideosPage = lazy(() =>
  import('../pages/Videos/VideosPage').then((m) => ({ default: m.VideosPage })),
);
const NewsletterListPage = lazy(() =>
  import('../pages/NewsletterList/NewsletterListPage').then((m) => ({
    default: m.NewsletterListPage,
  })),
);
const NewsletterArticlePage = lazy(() =>
  import('../pages/NewsletterArticle/NewsletterArticlePage').then((m) => ({
    default: m.NewsletterArticlePage,
  })),
);
const SubscriptionConfirmPage = lazy(() =>
  import('../pages/Subscription/SubscriptionConfirmPage').then((m) => ({
    default: m.SubscriptionConfirmPage,
  })),
);
const UnsubscribePage = lazy(() =>
  import('../pages/Subscription/UnsubscribePage').then((m) => ({ default: m.UnsubscribePage })),
);
const SubscriptionPreferencesPage = lazy(() =>
  import('../pages/Subscription/SubscriptionPreferencesPage').then((m) => ({
    default: m.SubscriptionPreferencesPage,
  })),
);
const CertificationsPage = lazy(() =>
  import('../pages/Certifications/CertificationsPage').then((m) => ({
    default: m.CertificationsPage,
  })),
);
const DocumentationPage = lazy(() =>
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
