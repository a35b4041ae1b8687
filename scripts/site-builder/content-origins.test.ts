import { expect, test } from 'vitest';
import { contentOrigins } from './content-origins.ts';

test('the form targets and absolute image URLs of the content, as policy origin keys; links are not images', () => {
  const content = {
    theme: { logo: 'https://cdn.example.no/logo.svg', language: { languageIcon: '/images/globe.svg' } },
    pages: [{ blocks: [{ kind: 'news-subscribe', data: { action: 'https://nyhetsbrev.example.no/abonner?list=1' } }] }],
    productions: [
      {
        images: [{ url: 'https://bilder.example.no/a.jpg' }, { url: '/images/b.jpg' }],
        link: 'https://billett.example.no/kjop',
      },
      { images: [{ url: 'https://bilder.example.no/c.jpg' }], href: 'https://www.youtube.com/@kino' },
    ],
  };
  expect(contentOrigins(content)).toEqual([
    'form https://nyhetsbrev.example.no',
    'img https://bilder.example.no',
    'img https://cdn.example.no',
  ]);
  expect(contentOrigins({ action: 'javascript:alert(1)', url: 'data:image/png;base64,AA' })).toEqual([]);
});
