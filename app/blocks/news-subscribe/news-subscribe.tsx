import { useId } from 'react';
import type { NewsSubscribeProps } from './resolve.ts';

/** A newsletter sign-up form posting to the external newsletter service. */
export function NewsSubscribe({
  title,
  textHtml,
  action,
  emailField,
  emailLabel,
  buttonLabel,
  hiddenFields,
}: NewsSubscribeProps) {
  const id = useId();
  return (
    <section className="news-subscribe" aria-labelledby={`${id}-heading`}>
      <h2 className="news-subscribe-heading" id={`${id}-heading`}>
        {title}
      </h2>
      {/* Sanitised at build time (app/engine/markup). */}
      {textHtml && <div className="news-subscribe-text" dangerouslySetInnerHTML={{ __html: textHtml }} />}
      <form className="news-subscribe-form" method="post" action={action}>
        {hiddenFields.map((field) => (
          <input key={field.name} type="hidden" name={field.name} value={field.value} />
        ))}
        <label className="news-subscribe-label" htmlFor={`${id}-email`}>
          {emailLabel}
        </label>
        <div className="news-subscribe-row">
          <input
            className="news-subscribe-input"
            id={`${id}-email`}
            type="email"
            name={emailField}
            autoComplete="email"
            inputMode="email"
            required
          />
          <button className="news-subscribe-button" type="submit">
            {buttonLabel}
          </button>
        </div>
      </form>
    </section>
  );
}
