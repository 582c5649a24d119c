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
    </>
  );
}
