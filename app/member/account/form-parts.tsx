import { useId, useLayoutEffect, useSyncExternalStore, type Ref } from 'react';
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
  // An account form is prerendered: a visitor can type into it, or a password manager fill it,
  // before its scripts run. Hydration leaves what the field holds (React does not write an
  // input's value while hydrating); it becomes the form's value here, as if typed after.
  useLayoutEffect(() => {
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement && input.value !== value) onChange(input.value);
    // Once, when the field mounts: later the field holds what its state says.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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

// False in the prerender and while hydrating, true after: React renders this button alone again
// right after hydration (a store whose snapshots differ). Not useHydrated, whose module would
// become a chunk of its own that every page loads.
const noSubscription = () => () => {};
const scriptsRun = () => true;
const beforeScripts = () => false;

export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  // Disabled until the form's scripts run: sent before, the prerendered form would post to the
  // static site (the partner API is called from the browser, spec §7.2).
  const running = useSyncExternalStore(noSubscription, scriptsRun, beforeScripts);
  return (
    <button type="submit" className="button-primary" disabled={!running} aria-disabled={busy || undefined}>
      {busy ? memberLabels.working : label}
    </button>
  );
}
