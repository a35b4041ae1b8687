import { useId, type Ref } from 'react';
import { memberLabels } from '../labels.ts';

export interface TextFieldProps {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  /** What a password manager needs: `email`, `current-password`, `new-password`, `nickname`. */
  autoComplete: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input; its error and hint are read with it (aria-describedby). */
export function TextField({ name, label, type, autoComplete, value, onChange, error, hint, inputRef }: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="member-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="member-field-hint">
          {hint}
        </p>
      )}
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        required
        spellCheck={false}
        autoCapitalize={type === 'text' ? undefined : 'none'}
      />
      {error && (
        <p id={`${id}-error`} className="member-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The account's e-mail address; `username` is what a password manager files the login under. */
export function EmailField(props: Pick<TextFieldProps, 'value' | 'onChange' | 'error' | 'inputRef'>) {
  return <TextField name="email" label={memberLabels.email} type="email" autoComplete="username" {...props} />;
}

/** The answer of the API, announced and focusable so focus can move to it after a failed send. */
export function FormAlert({ message, alertRef }: { message: string | null; alertRef: Ref<HTMLDivElement> }) {
  return (
    <div ref={alertRef} tabIndex={-1} role="alert" className={message ? 'member-alert' : undefined}>
      {message}
    </div>
  );
}

export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <button type="submit" className="button-primary" aria-disabled={busy || undefined}>
      {busy ? memberLabels.working : label}
    </button>
  );
}
