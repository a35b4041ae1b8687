import { SignUpScreen } from '../../member/account/sign-up-screen.tsx';
import { memberLabels } from '../../member/labels.ts';
import type { Route } from './+types/sign-up';
import { memberMeta } from './member-route.tsx';

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(memberLabels.signUp, matches);

export default function SignUpPage() {
  return <SignUpScreen />;
}
