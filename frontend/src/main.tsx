import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { createApolloClient } from './app/apollo';
import { readAppState } from './app/app-state';
import { AppProviders } from './app/AppProviders';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const state = readAppState(document);
const client = createApolloClient();
if (state.apollo) client.cache.restore(state.apollo);

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders client={client} head={{ siteUrl: state.siteUrl }}>
        <App />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

// Public pages arrive server-rendered and hydrate; admin pages arrive as an empty shell. Hydrating
// as a transition lets React yield to the browser every few milliseconds instead of holding the
// main thread for the whole page (one long task on a slow phone); a tap during hydration is
// handled first, by hydrating the part that was tapped.
if (container.firstElementChild) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else createRoot(container).render(app);
