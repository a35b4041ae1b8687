import { expect, test } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';
import { hrefAsWritten, linkHref } from '../redirects.ts';

/** As the content wrote its links: the redirect table has its own tests. */
const clean = (html: string) => sanitizeHtml(html, hrefAsWritten);

test('article structure survives: paragraphs, emphasis, lists, headings and tables', () => {
  const html =
    '<h2>Priser</h2><p><em>Fra</em> <strong>kr 1500</strong></p><ul><li>Sal 1</li></ul><ol start="2"><li>b</li></ol><table><thead><tr><th scope="col">Rom</th></tr></thead><tbody><tr><td>Sal 1</td></tr></tbody></table>';
  expect(clean(html)).toBe(html);
});

test('scripts, styles and frames are removed with their content', () => {
  const out = clean(
    '<p>Hei</p><script>alert(1)</script><style>body{display:none}</style><iframe src="https://evil.example"></iframe>',
  );
  expect(out).toBe('<p>Hei</p>');
});

test('event-handler attributes are removed', () => {
  expect(clean('<p onclick="alert(1)" onmouseover="x()">Tekst</p>')).toBe('<p>Tekst</p>');
  expect(clean('<img src="x" onerror="alert(1)">')).toBe('');
  expect(clean('<svg onload="alert(1)"><a href="#">x</a></svg>')).not.toMatch(/svg|onload/);
});

test('javascript and data links lose their href', () => {
  for (const href of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ]) {
    const out = clean(`<a href="${href}">klikk</a>`);
    expect(out, href).toBe('<a>klikk</a>');
  }
});

test('an external link gets rel noopener noreferrer and loses any other rel or target', () => {
  expect(clean('<a href="https://kino.example/om" rel="opener" target="_blank">Om</a>')).toBe(
    '<a href="https://kino.example/om" rel="noopener noreferrer">Om</a>',
  );
  expect(clean('<a href="//cdn.example/x">x</a>')).toBe('<a href="//cdn.example/x" rel="noopener noreferrer">x</a>');
});

test('a site link and a mail link stay as they are', () => {
  expect(clean('<a href="/kontakt">Kontakt</a> <a href="mailto:post@fjordheim.no">e-post</a>')).toBe(
    '<a href="/kontakt">Kontakt</a> <a href="mailto:post@fjordheim.no">e-post</a>',
  );
});

test('an h1 in the text becomes an h2 so the page keeps one h1', () => {
  expect(clean('<h1>Overskrift</h1><h6>Liten</h6>')).toBe('<h2>Overskrift</h2><h4>Liten</h4>');
});

test('style and class attributes and forms are dropped', () => {
  expect(clean('<p style="color:red" class="x">a</p><form action="https://evil"><input name="p"></form>')).toBe(
    '<p>a</p>',
  );
});

test('links are written as the given LinkHref says, a link that leaves the site with its rel', () => {
  const link = linkHref(
    new Map([
      ['/Kulturprogram', '/kulturprogram'],
      ['/billetter', 'https://billett.example.no/118'],
      ['/lurt', 'javascript:alert(1)'],
    ]),
  );
  expect(sanitizeHtml('<p><a href="/Kulturprogram" rel="opener">Kultur</a></p>', link)).toBe(
    '<p><a href="/kulturprogram">Kultur</a></p>',
  );
  expect(sanitizeHtml('<a href=" /billetter " title="Kjøp">Kjøp</a>', link)).toBe(
    '<a href="https://billett.example.no/118" title="Kjøp" rel="noopener noreferrer">Kjøp</a>',
  );
  expect(sanitizeHtml('<a href="/lurt">x</a>', link)).toBe('<a>x</a>');
  expect(sanitizeHtml('<a href="/kontakt">Kontakt</a>', link)).toBe('<a href="/kontakt">Kontakt</a>');
});
