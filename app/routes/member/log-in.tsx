import { LoginScreen } from '../../member/account/login-screen.tsx';
import { memberLabels } from '../../member/labels.ts';
import type { Route } from './+types/log-in';
import { memberMeta } from './member-route.tsx';

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(memberLabels.logIn, matches);

export default function LogInPage() {
  return <LoginScreen />;
}
