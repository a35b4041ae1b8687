import { NotFound } from '../site/not-found-view.tsx';
import type { Route } from './+types/not-found';

/** Prerendered once as `/404`; the post-build step turns it into a `404.html` without scripts. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData;
  const title = root && 'layout' in root ? `Fant ikke siden | ${root.layout.siteTitle}` : 'Fant ikke siden';
  return [{ title }, { name: 'robots', content: 'noindex' }];
};

export default function NotFoundPage() {
  return <NotFound />;
}
