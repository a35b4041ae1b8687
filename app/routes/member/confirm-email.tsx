import { ConfirmEmailScreen } from '../../member/account/confirm-email-screen.tsx';
import { memberLabels } from '../../member/labels.ts';
import type { Route } from './+types/confirm-email';
import { MemberShell, memberMeta } from './member-route.tsx';

// Shared by meta and HydrateFallback, which keeps the fallback in this route's main chunk
// (member-route.tsx says why).
const TITLE = memberLabels.confirmEmailTitle;

/** Client only: the token is in the address's fragment, which only the browser sees. */
export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(TITLE, matches);

export function HydrateFallback() {
  return <MemberShell title={TITLE} />;
}

export default function ConfirmEmailPage() {
  return <ConfirmEmailScreen />;
}
