const HIDDEN = '[secret]';

/**
 * A credential read from the environment. It prints as `[secret]` everywhere (string
 * conversion, JSON, `console.log`/`util.inspect`), so a config object can be logged or thrown
 * without leaking; only `reveal()` gives the value, at the one place that sends it.
 */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  /** The value itself: call it only where the credential is sent. */
  reveal(): string {
    return this.#value;
  }

  toString(): string {
    return HIDDEN;
  }

  toJSON(): string {
    return HIDDEN;
  }

  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return HIDDEN;
  }
}
