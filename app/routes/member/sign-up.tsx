import { SignUpScreen } from '../../member/account/sign-up-screen.tsx';
import { memberLabels } from '../../member/labels.ts';
import type { Route } from './+types/sign-up';
import { MemberShell, memberMeta } from './member-route.tsx';

/** Client only: no build-time loader, so the build prerenders HydrateFallback. */
export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(memberLabels.signUp, matches);

export function HydrateFallback() {
  return <MemberShell title={memberLabels.signUp} />;
}

export default function SignUpPage() {
  return <SignUpScreen />;
}
