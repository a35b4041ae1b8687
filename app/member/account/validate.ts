import { memberLabels } from '../labels.ts';

/** Field name → Bokmål message; empty when the form may be sent. */
export type FieldErrors = Partial<Record<'email' | 'password' | 'userName', string>>;

// Deliberately loose: the API is the judge; this only catches slips before a round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(email: string): string | undefined {
  if (email.trim() === '') return memberLabels.requiredEmail;
  return EMAIL.test(email.trim()) ? undefined : memberLabels.invalidEmail;
}

function clean(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

export function validateLogin(values: { email: string; password: string }): FieldErrors {
  return clean({
    email: emailError(values.email),
    password: values.password === '' ? memberLabels.requiredPassword : undefined,
  });
}

/** Sign-up asks for at least 8 characters, as the partner API does. */
export function validateSignUp(values: { userName: string; email: string; password: string }): FieldErrors {
  return clean({
    userName: values.userName.trim() === '' ? memberLabels.requiredUserName : undefined,
    email: emailError(values.email),
    password:
      values.password === ''
        ? memberLabels.requiredPassword
        : values.password.length < 8
          ? memberLabels.shortPassword
          : undefined,
  });
}

export function validateForgotPassword(values: { email: string }): FieldErrors {
  return clean({ email: emailError(values.email) });
}
