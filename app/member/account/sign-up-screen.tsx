import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { memberLabels } from '../labels.ts';
import { accountErrorMessage } from './error-message.ts';
import { MEMBER_PATHS } from '../member-paths.ts';
import { EmailField, FormAlert, SubmitButton, TextField } from './form-parts.tsx';
import { useAccount } from './use-account.ts';
import { validateSignUp, type FieldErrors } from './validate.ts';

type Field = 'userName' | 'email' | 'password';

export function SignUpScreen() {
  const { state, prepare, register } = useAccount();
  const navigate = useNavigate();
  const [values, setValues] = useState({ userName: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const userNameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const change = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.loading) return;
    const found = validateSignUp(values);
    setErrors(found);
    const first = (['userName', 'email', 'password'] as const).find((field) => found[field]);
    if (first) return { userName: userNameRef, email: emailRef, password: passwordRef }[first].current?.focus();
    if (await register({ userName: values.userName.trim(), email: values.email.trim(), password: values.password })) {
      await navigate(MEMBER_PATHS.myTickets);
    } else {
      alertRef.current?.focus();
    }
  }

  return (
    <div className="member-screen member-narrow">
      <h1>{memberLabels.signUp}</h1>
      <form method="post" noValidate onFocus={prepare} onSubmit={(event) => void submit(event)} className="member-form">
        <FormAlert message={state.error ? accountErrorMessage(state.error, 'signUp') : null} alertRef={alertRef} />
        <TextField
          name="name"
          label={memberLabels.userName}
          type="text"
          autoComplete="nickname"
          value={values.userName}
          onChange={change('userName')}
          error={errors.userName}
          inputRef={userNameRef}
        />
        <EmailField value={values.email} onChange={change('email')} error={errors.email} inputRef={emailRef} />
        <TextField
          name="new-password"
          label={memberLabels.password}
          type="password"
          autoComplete="new-password"
          hint={memberLabels.newPasswordHint}
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          inputRef={passwordRef}
        />
        <SubmitButton busy={state.loading} label={memberLabels.createAccount} />
      </form>
      <p>
        {memberLabels.haveAccount} <Link to={MEMBER_PATHS.logIn}>{memberLabels.logIn}</Link>
      </p>
    </div>
  );
}
