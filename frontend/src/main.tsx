import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { createApolloClient } from './app/apollo';
import { AppProviders } from './app/AppProviders';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders client={createApolloClient()}>
        <App />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
