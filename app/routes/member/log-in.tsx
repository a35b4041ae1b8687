import { LoginScreen } from '../../member/account/login-screen.tsx';
import { memberLabels } from '../../member/labels.ts';
import { MEMBER_PATHS } from '../../member/member-paths.ts';
import type { Route } from './+types/log-in';
import { MemberFrame, MemberShell, memberMeta } from './member-route.tsx';

const PATH = MEMBER_PATHS.logIn;

/** Client only: no build-time loader, so the build prerenders HydrateFallback. */
export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(memberLabels.logIn, matches);

export function HydrateFallback() {
  return <MemberShell path={PATH} title={memberLabels.logIn} />;
}

export default function LogInPage() {
  return (
    <MemberFrame path={PATH}>
      <LoginScreen />
    </MemberFrame>
  );
}
