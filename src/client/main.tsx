import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { page } from './page.tsx';
import './styles.css';
import './print.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const html = document.documentElement;
// The built index.html holds the page as a first-time visitor sees it (decision 014). Its inline
// script marks a returning visitor, whose kept pantry and recipe make a different page: that page
// is drawn afresh in place of the hidden shell, then shown, so nothing on it moves. Vite's dev
// server serves an empty root: the page is drawn there too.
if (root.hasChildNodes() && !html.hasAttribute('data-restoring')) {
  hydrateRoot(root, page);
} else {
  const reactRoot = createRoot(root);
  flushSync(() => reactRoot.render(page));
  html.removeAttribute('data-restoring');
}
