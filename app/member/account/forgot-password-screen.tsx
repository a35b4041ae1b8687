import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { memberLabels } from '../labels.ts';
import { accountErrorMessage } from './error-message.ts';
import { MEMBER_PATHS } from '../member-paths.ts';
import { FormAlert, SubmitButton, TextField } from './form-parts.tsx';
import { useAccount } from './use-account.ts';
import { validateForgotPassword, type FieldErrors } from './validate.ts';

export function ForgotPasswordScreen() {
  const { state, prepare, requestNewPassword } = useAccount();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.loading) return;
    const found = validateForgotPassword({ email });
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (await requestNewPassword({ email: email.trim() })) {
      // The form is gone; move focus to the confirmation so it is read out.
      requestAnimationFrame(() => doneRef.current?.focus());
    } else {
      alertRef.current?.focus();
    }
  }

  return (
    <div className="member-screen member-narrow">
      <h1>{memberLabels.forgotPasswordTitle}</h1>
      {state.isEmailSent ? (
        <p ref={doneRef} tabIndex={-1} role="status" className="member-success">
          {memberLabels.resetSent}
        </p>
      ) : (
        <form
          method="post"
          noValidate
          onFocus={prepare}
          onSubmit={(event) => void submit(event)}
          className="member-form"
        >
          <FormAlert
            message={state.error ? accountErrorMessage(state.error, 'forgotPassword') : null}
            alertRef={alertRef}
          />
          <TextField
            name="email"
            label={memberLabels.email}
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={errors.email}
            inputRef={emailRef}
          />
          <SubmitButton busy={state.loading} label={memberLabels.sendResetLink} />
        </form>
      )}
      <p>
        <Link to={MEMBER_PATHS.logIn}>{memberLabels.backToLogIn}</Link>
      </p>
    </div>
  );
}
