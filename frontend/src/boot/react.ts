// React's DOM renderer, imported by main.tsx so that it is evaluated in a task of its own.
export { createRoot, hydrateRoot } from 'react-dom/client';
