import { SignUpScreen } from '../../member/account/sign-up-screen.tsx';
import { memberLabels } from '../../member/labels.ts';
import { MEMBER_PATHS } from '../../member/member-paths.ts';
import type { Route } from './+types/sign-up';
import { MemberFrame, MemberShell, memberMeta } from './member-route.tsx';

const PATH = MEMBER_PATHS.signUp;

/** Client only: no build-time loader, so the build prerenders HydrateFallback. */
export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(memberLabels.signUp, matches);

export function HydrateFallback() {
  return <MemberShell path={PATH} title={memberLabels.signUp} />;
}

export default function SignUpPage() {
  return (
    <MemberFrame path={PATH}>
      <SignUpScreen />
    </MemberFrame>
  );
}
