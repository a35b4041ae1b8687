import { ForgotPasswordScreen } from '../../member/account/forgot-password-screen.tsx';
import { memberLabels } from '../../member/labels.ts';
import type { Route } from './+types/forgot-password';
import { MemberShell, memberMeta } from './member-route.tsx';

// Shared by meta and HydrateFallback, which keeps the fallback in this route's main chunk
// (member-route.tsx says why).
const TITLE = memberLabels.forgotPasswordTitle;

/** Client only: no build-time loader, so the build prerenders HydrateFallback. */
export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(TITLE, matches);

export function HydrateFallback() {
  return <MemberShell title={TITLE} />;
}

export default function ForgotPasswordPage() {
  return <ForgotPasswordScreen />;
}
