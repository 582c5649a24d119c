import { lazy } from 'react';
import { Route } from 'react-router';

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
 * Routes of the content screens: videos, newsletter list and articles, certifications and
 * documentation. Each element is a lazy page (route-level code splitting).
 */
export function contentRoutes() {
  return (
    <>
      <Route path="/videos" element={<VideosPage />} />
      <Route path="/newsletter" element={<NewsletterListPage />} />
      <Route path="/newsletter/:id" element={<NewsletterArticlePage />} />
      <Route path="/certifications" element={<CertificationsPage />} />
      <Route path="/documentation" element={<DocumentationPage />} />
    </>
  );
}
