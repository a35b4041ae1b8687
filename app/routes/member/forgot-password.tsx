import { ForgotPasswordScreen } from '../../member/account/forgot-password-screen.tsx';
import { memberLabels } from '../../member/labels.ts';
import { MEMBER_PATHS } from '../../member/member-paths.ts';
import type { Route } from './+types/forgot-password';
import { MemberFrame, MemberShell, memberMeta } from './member-route.tsx';

const PATH = MEMBER_PATHS.forgotPassword;

/** Client only: no build-time loader, so the build prerenders HydrateFallback. */
export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(memberLabels.forgotPasswordTitle, matches);

export function HydrateFallback() {
  return <MemberShell path={PATH} title={memberLabels.forgotPasswordTitle} />;
}

export default function ForgotPasswordPage() {
  return (
    <MemberFrame path={PATH}>
      <ForgotPasswordScreen />
    </MemberFrame>
  );
}
