import { useState } from 'react';
import { tooManyAttemptsMessage } from '../account/error-message.ts';
import { resendConfirmation } from '../api/member-calls.ts';
import { memberLabels } from '../labels.ts';
import { useMember } from '../member-context.tsx';
import { useRequest } from '../session/member-request.ts';
import type { MemberError } from '../state/member-error.ts';

interface ResendState {
  sending: boolean;
  sent: boolean;
  error: MemberError | null;
}

/**
 * "Mine billetter" of an account that has not confirmed its address (decision 193): what to do,
 * and a button that sends the confirmation mail again (the API limits how often, as it limits
 * reset mails; a 429 says how long to wait).
 */
export function ConfirmEmailNotice({ email }: { email: string }) {
  const { session } = useMember();
  const request = useRequest();
  const [state, setState] = useState<ResendState>({ sending: false, sent: false, error: null });

  const send = () =>
    void request.run((signal) => session.asMember(resendConfirmation, signal), {
      requested: () => setState({ sending: true, sent: false, error: null }),
      received: () => setState({ sending: false, sent: true, error: null }),
      failed: (error) => setState({ sending: false, sent: false, error }),
    });

  return (
    <div className="member-confirm-email">
      <p>{memberLabels.emailNotConfirmed(email)}</p>
      <p>
        <button type="button" className="button-secondary" onClick={send} disabled={state.sending}>
          {state.sending ? memberLabels.working : memberLabels.resendConfirmation}
        </button>
      </p>
      {state.sent && <p role="status">{memberLabels.confirmationResent(email)}</p>}
      {state.error && (
        <p role="alert">
          {state.error.status === 429
            ? tooManyAttemptsMessage(state.error.retryAfterSeconds)
            : memberLabels.resendFailed}
        </p>
      )}
    </div>
  );
}
