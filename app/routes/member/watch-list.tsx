import { WatchListScreen } from '../../member/watch-list/watch-list-screen.tsx';
import { memberLabels } from '../../member/labels.ts';
import { MEMBER_PATHS } from '../../member/member-paths.ts';
import type { Route } from './+types/watch-list';
import { MemberFrame, MemberShell, memberMeta } from './member-route.tsx';

const PATH = MEMBER_PATHS.myWatchList;

/** Client only: no build-time loader, so the build prerenders HydrateFallback. */
export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(memberLabels.myWatchList, matches);

export function HydrateFallback() {
  return <MemberShell path={PATH} title={memberLabels.myWatchList} />;
}

export default function WatchListPage() {
  return (
    <MemberFrame path={PATH}>
      <WatchListScreen />
    </MemberFrame>
  );
}
