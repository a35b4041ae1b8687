import { useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { keepPageOffline } from '../../client/service-worker/keep-page-offline.ts';
import { MyTicketsScreen } from '../../member/tickets/my-tickets-screen.tsx';
import { memberLabels } from '../../member/labels.ts';
import { MEMBER_PATHS } from '../../member/member-paths.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/my-tickets';
import { MemberShell, memberMeta } from './member-route.tsx';

const PATH = MEMBER_PATHS.myTickets;

// Shared by meta and HydrateFallback, which keeps the fallback in this route's main chunk
// (member-route.tsx says why).
const TITLE = memberLabels.myTickets;

/** Client only: no build-time loader, so the build prerenders HydrateFallback. */
export function clientLoader() {
  return null;
}

/** Showing a ticket's large QR code adds a history entry; nothing is loaded for it. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => memberMeta(TITLE, matches);

export function HydrateFallback() {
  return <MemberShell title={TITLE} />;
}

// The page's HTML is the prerendered shell, the same for everyone; the tickets come from the device.
const keepThisPage = () => keepPageOffline(PATH);

export default function MyTicketsPage() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return <MyTicketsScreen venue={root?.layout.siteTitle ?? ''} onKept={keepThisPage} />;
}
