import { expect, test } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';
import { hrefAsWritten, linkHref } from '../redirects.ts';

/** As the content wrote its links: the redirect table has its own tests. */
const render = (md: string) => renderMarkdown(md, hrefAsWritten);

test('markdown becomes paragraphs, lists, emphasis and links', () => {
  expect(render('Hei **alle**!\n\n- Sal 1\n- Sal 2\n\n[Kontakt](/kontakt)')).toBe(
    '<p>Hei <strong>alle</strong>!</p>\n<ul>\n<li>Sal 1</li>\n<li>Sal 2</li>\n</ul>\n<p><a href="/kontakt">Kontakt</a></p>',
  );
});

test('a markdown table becomes a table', () => {
  expect(render('| Rom | Pris |\n| --- | --- |\n| Sal 1 | 1500 |')).toMatch(/^<table>\n<thead>\n<tr>\n<th>Rom<\/th>/);
});

test('raw HTML in markdown cannot run script', () => {
  const out = render(
    'Hei\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n<div onclick="x()">tekst</div>',
  );
  expect(out).not.toMatch(/script|onerror|onclick|<img|alert/);
  expect(out).toContain('tekst');
});

test('a javascript link in markdown is disarmed', () => {
  expect(render('[klikk](javascript:alert(1))')).not.toContain('javascript');
});

test('an external markdown link gets rel noopener noreferrer', () => {
  expect(render('[Filmweb](https://www.filmweb.example)')).toBe(
    '<p><a href="https://www.filmweb.example" rel="noopener noreferrer">Filmweb</a></p>',
  );
});

test('a level-one heading in markdown becomes a level-two heading', () => {
  expect(render('# Om oss')).toBe('<h2>Om oss</h2>');
});

test('a markdown link to an old path is written as its target', () => {
  const link = linkHref(new Map([['/program', '/kinoprogram']]));
  expect(renderMarkdown('Se [programmet](/program?dag=1).', link)).toBe(
    '<p>Se <a href="/kinoprogram?dag=1">programmet</a>.</p>',
  );
});
