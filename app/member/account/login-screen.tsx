import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { memberLabels } from '../labels.ts';
import { accountErrorMessage } from './error-message.ts';
import { useMember } from '../member-context.tsx';
import { MEMBER_PATHS } from '../member-paths.ts';
import { EmailField, FormAlert, SubmitButton, TextField } from './form-parts.tsx';
import { safeReturnPath } from './return-path.ts';
import { useAccount } from './use-account.ts';
import { validateLogin, type FieldErrors } from './validate.ts';

export function LoginScreen() {
  const { state, prepare, logIn, clearLoginError } = useAccount();
  const { logoutReason } = useMember();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const change = (field: 'email' | 'password') => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (state.error) clearLoginError();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.loading) return;
    const found = validateLogin(values);
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (await logIn({ email: values.email.trim(), password: values.password })) {
      await navigate(safeReturnPath(search.get('til')));
    } else {
      alertRef.current?.focus();
    }
  }

  return (
    <div className="member-screen member-narrow">
      <h1>{memberLabels.logIn}</h1>
      <form method="post" noValidate onFocus={prepare} onSubmit={(event) => void submit(event)} className="member-form">
        {/* After the API refused the member's session, the form first says why they must log in again. */}
        <FormAlert
          message={
            state.error
              ? accountErrorMessage(state.error, 'login')
              : logoutReason === 'sessionExpired'
                ? memberLabels.sessionExpired
                : null
          }
          alertRef={alertRef}
        />
        <EmailField value={values.email} onChange={change('email')} error={errors.email} inputRef={emailRef} />
        <TextField
          name="password"
          label={memberLabels.password}
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          inputRef={passwordRef}
        />
        <SubmitButton busy={state.loading} label={memberLabels.logIn} />
      </form>
      <p>
        <Link to={MEMBER_PATHS.forgotPassword}>{memberLabels.forgotPassword}</Link>
      </p>
      <p>
        {memberLabels.noAccount} <Link to={MEMBER_PATHS.signUp}>{memberLabels.signUp}</Link>
      </p>
    </div>
  );
}
