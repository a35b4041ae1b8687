import { ForgotPasswordScreen } from '../../member/account/forgot-password-screen.tsx';
import { memberLabels } from '../../member/labels.ts';
import type { Route } from './+types/forgot-password';
import { memberMeta } from './member-route.tsx';

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(memberLabels.forgotPasswordTitle, matches);

export default function ForgotPasswordPage() {
  return <ForgotPasswordScreen />;
}
