import { ForgotPasswordScreen } from '../../member/account/forgot-password-screen.tsx';
import { memberLabels } from '../../member/labels.ts';
import type { Route } from './+types/forgot-password';
import { MemberShell, memberMeta } from './member-route.tsx';

/** Client only: no build-time loader, so the build prerenders HydrateFallback. */
export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(memberLabels.forgotPasswordTitle, matches);

export function HydrateFallback() {
  return <MemberShell title={memberLabels.forgotPasswordTitle} />;
}

export default function ForgotPasswordPage() {
  return <ForgotPasswordScreen />;
}
