import { expect, test } from 'vitest';
import { parseArticle } from './article.ts';

test('an article takes its title from the first-line heading and the rest as its body', () => {
  expect(parseArticle('kontakt', '# Kontakt oss\n\nRing oss.\n\n| a | b |\n')).toEqual({
    ok: true,
    article: { id: 'kontakt', title: 'Kontakt oss', body: 'Ring oss.\n\n| a | b |' },
  });
});

test('Windows line endings and a byte-order mark do not hide the title', () => {
  const parsed = parseArticle('null', '\uFEFF# Side\r\n\r\nTekst.\r\n');
  expect(parsed).toEqual({ ok: true, article: { id: 'null', title: 'Side', body: 'Tekst.' } });
});

test('an article without a heading on its first line is rejected with the field named', () => {
  expect(parseArticle('kontakt', 'Kontakt oss\n\nRing oss.')).toEqual({
    ok: false,
    path: '$.title',
    message: 'expected the first line to be a heading "# Title"',
  });
});

test('an article with a title but no text is rejected', () => {
  expect(parseArticle('kontakt', '# Kontakt\n\n')).toMatchObject({ ok: false, path: '$.body' });
});

test('an article file name that is not a lower-case slug is rejected', () => {
  expect(parseArticle('Kontakt Oss', '# Kontakt\n\nTekst')).toMatchObject({ ok: false, path: '$.id' });
});
