/**
 * The floor for any React site: React + react-dom hydrating one component, nothing else. Built
 * by react-floor.ts with the same Vite (and its defaults) as the site.
 */
import { hydrateRoot } from 'react-dom/client';

function Hello() {
  return <h1>Hei</h1>;
}

const root = document.getElementById('root');
if (root) hydrateRoot(root, <Hello />);
