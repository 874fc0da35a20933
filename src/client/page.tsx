import { StrictMode } from 'react';
import { App } from './app.tsx';

/** The whole page, as the browser renders it and as the build writes it into index.html. */
export const page = (
  <StrictMode>
    <App />
  </StrictMode>
);
