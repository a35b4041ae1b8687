import { WatchListScreen } from '../../member/watch-list/watch-list-screen.tsx';
import { memberLabels } from '../../member/labels.ts';
import type { Route } from './+types/watch-list';
import { MemberShell, memberMeta } from './member-route.tsx';

/** Client only: no build-time loader, so the build prerenders HydrateFallback. */
export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(memberLabels.myWatchList, matches);

export function HydrateFallback() {
  return <MemberShell title={memberLabels.myWatchList} />;
}

export default function WatchListPage() {
  return <WatchListScreen />;
}
