import type { Route } from './+types/page';

export function loader({ params, request }: Route.LoaderArgs) {
  return { path: new URL(request.url).pathname, splat: params['*'] ?? '' };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <main><h1>{loaderData.path}</h1></main>;
}
