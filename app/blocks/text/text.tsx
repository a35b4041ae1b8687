import type { TextProps } from './resolve.ts';

/** Article text. The HTML was sanitised at build time (app/engine/markup/sanitize-html.ts). */
export function Text({ heading, html }: TextProps) {
  return (
    <div className="text">
      {heading && <h2 className="text-heading">{heading}</h2>}
      <div className="text-body" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
