import { renderToString } from 'react-dom/server';
import { page } from './page.tsx';

/**
 * The page as a first-time visitor first sees it (nothing kept yet), as HTML. The build writes it
 * into index.html so the page shows before its script has loaded; the script then hydrates it.
 */
export function renderPageShell(): string {
  return renderToString(page);
}
