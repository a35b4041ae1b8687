import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { PartnerClient } from '../api/partner-client.ts';
import { memberLabels } from '../labels.ts';
import { useMember } from '../member-context.tsx';
import { MEMBER_PATHS } from '../member-paths.ts';
import { toMemberError } from '../state/member-error.ts';
import { confirmationToken } from './confirmation-token.ts';
import { isInvalidConfirmation } from './error-message.ts';

type Outcome = 'confirmed' | 'invalid' | 'failed';

// One call per token and page: a token works once, so the call is never repeated (React's
// development double effect) nor aborted half way (the API may have used the token already).
// That is why it does not go through useRequest, which aborts a request when its screen unmounts.
const calls = new Map<string, Promise<Outcome>>();

function confirmOnce(client: PartnerClient, token: string): Promise<Outcome> {
  let call = calls.get(token);
  if (call === undefined) {
    call = client.request('confirmEmail', { body: { Token: token } }).then(
      ({ body }) => (body === true ? 'confirmed' : 'failed'),
      (error: unknown) => (isInvalidConfirmation(toMemberError(error)) ? 'invalid' : 'failed'),
    );
    calls.set(token, call);
  }
  return call;
}

/**
 * The page a sign-up's confirmation mail links to (`/bekreft-e-post#token=…`). It takes the token
 * out of the address at once (so it stays in no history entry or bookmark), posts it to the
 * partner API, and says how it went. Logged in or not: the mail may be opened on another device.
 */
export function ConfirmEmailScreen() {
  const { session, profile } = useMember();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => confirmationToken(location.hash));
  const [outcome, setOutcome] = useState<Outcome | null>(token === null ? 'invalid' : null);

  useEffect(() => {
    if (location.hash !== '')
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location, navigate]);

  useEffect(() => {
    if (token === null) return;
    let current = true;
    void confirmOnce(session.client, token).then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [session, token]);

  return (
    <div className="member-screen member-narrow">
      <h1>{memberLabels.confirmEmailTitle}</h1>
      {outcome === null && <p role="status">{memberLabels.confirming}</p>}
      {outcome === 'confirmed' && (
        <>
          <p role="status" className="member-success">
            {memberLabels.emailConfirmed}
          </p>
          <p>
            {profile === null ? (
              <Link to={`${MEMBER_PATHS.logIn}?til=${encodeURIComponent(MEMBER_PATHS.myTickets)}`}>
                {memberLabels.logInToSeeTickets}
              </Link>
            ) : (
              <Link to={MEMBER_PATHS.myTickets}>{memberLabels.seeYourTickets}</Link>
            )}
          </p>
        </>
      )}
      {outcome === 'invalid' && <p role="alert">{memberLabels.confirmLinkInvalid}</p>}
      {outcome === 'failed' && <p role="alert">{memberLabels.confirmFailed}</p>}
    </div>
  );
}
