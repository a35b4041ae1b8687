import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { replayedDocument } from './replay.ts';

/**
 * At prerender, a plain document: the bench takes only its scripts. In the browser, the page
 * the bench served (one of ours, its own scripts swapped for these) rendered back as React
 * elements, so React hydrates each of its nodes and nothing else runs.
 */
export function Layout({ children }: { children: ReactNode }) {
  if (typeof document !== 'undefined') return replayedDocument();
  return (
    <html lang="nb">
      <head>
        <meta charSet="utf-8" />
        <title>Gulv</title>
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}
