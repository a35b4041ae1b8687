import { LoginScreen } from '../../member/account/login-screen.tsx';
import { memberLabels } from '../../member/labels.ts';
import type { Route } from './+types/log-in';
import { MemberShell, memberMeta } from './member-route.tsx';

/** Client only: no build-time loader, so the build prerenders HydrateFallback. */
export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(memberLabels.logIn, matches);

export function HydrateFallback() {
  return <MemberShell title={memberLabels.logIn} />;
}

export default function LogInPage() {
  return <LoginScreen />;
}
