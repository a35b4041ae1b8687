/**
 * HTML from template strings: `markup` escapes every value put into it unless it is markup made
 * by `markup` itself, so text from content, a form or a database can never become markup. (Not
 * named `html`: Prettier would reformat the templates, spaces inside text included.)
 */

/** Markup made by {@link markup}: put into another template as it is. */
export class Markup {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an element's content and for a quoted attribute value. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

type Value = Markup | string | number | null | undefined | false | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Markup) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** A template of markup: strings are escaped, {@link Markup} and lists of it are kept, `null`/`false` leave nothing. */
export function markup(strings: TemplateStringsArray, ...values: Value[]): Markup {
  return new Markup(strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ''), ''));
}
