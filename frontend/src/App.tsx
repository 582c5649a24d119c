import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState } from 'ui-kit';

// Route-level code splitting: a visitor downloads only the code of the page they open.
const HomePage = lazy(() => import('./pages/Home/HomePage').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() =>
  import('./pages/NotFound/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

export function App() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
