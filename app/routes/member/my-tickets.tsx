import { MyTicketsScreen } from '../../member/tickets/my-tickets-screen.tsx';
import { memberLabels } from '../../member/labels.ts';
import { MEMBER_PATHS } from '../../member/member-paths.ts';
import type { Route } from './+types/my-tickets';
import { MemberFrame, MemberShell, memberMeta } from './member-route.tsx';

const PATH = MEMBER_PATHS.myTickets;

/** Client only: no build-time loader, so the build prerenders HydrateFallback. */
export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(memberLabels.myTickets, matches);

export function HydrateFallback() {
  return <MemberShell path={PATH} title={memberLabels.myTickets} />;
}

export default function MyTicketsPage() {
  return (
    <MemberFrame path={PATH}>
      <MyTicketsScreen />
    </MemberFrame>
  );
}
