import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, expect, test } from 'vitest';
import {
  applyContentSecurityPolicy,
  buildHeadersFile,
  externalOrigins,
  inlineScripts,
  originAttributes,
  originsOf,
  scriptHash,
  sitePolicy,
  withPagePolicy,
} from './content-security-policy.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const sources = {
  imageHost: 'https://images.example',
  partnerApis: ['https://api118.example/', 'https://api178.example/x/'],
  runtimeApi: 'https://runtime.example/v1/',
  ticketingHost: 'https://billett.example',
};

function site(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'csp-'));
  dirs.push(dir);
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), html);
  }
  return dir;
}

const page = (body: string) =>
  `<!DOCTYPE html><html lang="nb"><head><meta charSet="utf-8"/><title>x</title></head><body>${body}</body></html>`;

test('the origins found are what the URL parser gives every http(s) URL, and nothing for any other', () => {
  const parsed = (url: string) => {
    try {
      const { protocol, origin } = new URL(url.replaceAll('&amp;', '&'));
      return protocol === 'https:' || protocol === 'http:' ? [origin] : [];
    } catch {
      return [];
    }
  };
  const part = fc.constantFrom(
    'https:',
    'HTTP:',
    'http:',
    'ftp:',
    'data:',
    '//',
    '/',
    'images.example',
    'Bilder.Example:443',
    ':8080',
    'user@',
    '\t',
    ' ',
    '\\',
    '?',
    '#',
    'a',
    '.',
    '%41',
    'æ',
    'xn--',
    '&amp;',
    '[::1]',
    '@',
    ':',
    'ß',
    '\u0000',
    '\n',
    '%2F',
  );
  fc.assert(
    fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
      const url = parts.join('');
      expect([...externalOrigins(`<img src="${url}">`).images]).toEqual(parsed(url));
    }),
    { numRuns: 3000 },
  );
  expect([
    ...externalOrigins('<img src=" https://Bilder.Example:443/a.jpg"><form action="http://skjema.example/x">').images,
  ]).toEqual(['https://bilder.example']);
});

test('the image and form attributes are found as the pattern they replace finds them, in any page text', () => {
  const pattern = /\s(src|srcset|imagesrcset|action)="([^"]*)"/gi;
  const part = fc.constantFrom(
    ' ',
    '\n',
    '\u00a0',
    '<img',
    'src',
    'SRC',
    'srcSet',
    'imageSrcSet',
    'data-src',
    'xsrc',
    'action',
    'class',
    'alt',
    '=',
    '"',
    '="',
    'http://a.example',
    ', ',
    '/p.png 2x',
    '>',
    'aaaaaaaaaaaasrc',
  );
  fc.assert(
    fc.property(fc.array(part, { maxLength: 14 }), (parts) => {
      const html = parts.join('');
      expect(originAttributes(html)).toEqual(
        [...html.matchAll(pattern)].map((match) => [(match[1] ?? '').toLowerCase(), match[2] ?? '']),
      );
    }),
    { numRuns: 5000 },
  );
});

test('inline scripts a browser runs are found; src scripts and JSON-LD are not', () => {
  const html = page(
    '<script>a()</script><script type="module" async="">import "/x.js";</script><script src="/y.js"></script><script type="application/ld+json">{"@type":"Event"}</script>',
  );
  expect(inlineScripts(html)).toEqual(['a()', 'import "/x.js";']);
});

test('the hash is the one a browser computes (sha256 of the UTF-8 text, base64)', () => {
  // echo -n "alert('ø')" | openssl dgst -sha256 -binary | base64
  expect(scriptHash("alert('ø')")).toBe("'sha256-4mV3A3AzMPkHagkRyD2uqixPgoXROE282HrJk9b/nuQ='");
});

test('each page gets a meta policy with its own script hashes, no unsafe-inline script, and the site-wide sources', async () => {
  const dir = site({
    'index.html': page(
      '<img src="https://cdn.other.example/a.jpg"/><script>one()</script><script type="module">import "/a.js";</script>',
    ),
    'kontakt/index.html': page(
      '<form action="https://nyhetsbrev.example/subscribe" method="post"></form><script>two()</script>',
    ),
    '404.html': page('<main>Fant ikke</main>'),
  });
  await applyContentSecurityPolicy(dir, sources);
  const home = readFileSync(join(dir, 'index.html'), 'utf8');
  const policyOf = (html: string) =>
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1] ?? '';
  const homePolicy = policyOf(home);
  expect(home.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(home.indexOf('<script'));
  expect(homePolicy).toContain(`script-src 'self' ${scriptHash('one()')} ${scriptHash('import "/a.js";')};`);
  expect(homePolicy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(homePolicy).toContain(
    "connect-src 'self' https://api118.example https://api178.example https://billett.example https://runtime.example;",
  );
  // Images: the CDN, the partner APIs' posters and every image origin any page uses.
  expect(homePolicy).toContain(
    "img-src 'self' data: https://api118.example https://api178.example https://cdn.other.example https://images.example;",
  );
  // The checkout: a member's browser logs in to it and posts the hand-off form to it.
  expect(homePolicy).toContain("form-action 'self' https://billett.example https://nyhetsbrev.example");
  const contact = policyOf(readFileSync(join(dir, 'kontakt/index.html'), 'utf8'));
  expect(contact).toContain(`script-src 'self' ${scriptHash('two()')};`);
  expect(contact).not.toContain(scriptHash('one()'));
  const notFound = readFileSync(join(dir, '404.html'), 'utf8');
  expect(policyOf(notFound)).toContain("script-src 'self';");
  expect(readFileSync(join(dir, '_headers'), 'utf8')).toContain("  Content-Security-Policy: frame-ancestors 'none'");
});

/** The `Cache-Control` a `_headers` file gives `path`: its own rule (Netlify / Cloudflare match path patterns with `*`). */
function cacheRuleOf(headers: string, path: string): string | undefined {
  let matches = false;
  let found: string | undefined;
  for (const line of headers.split('\n')) {
    if (line.startsWith('/')) matches = new RegExp(`^${line.replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`).test(path);
    else if (matches && line.startsWith('  Cache-Control: ')) found = line.slice('  Cache-Control: '.length);
  }
  return found;
}

test('_headers makes the hashed search files immutable and has the search manifest revalidated', () => {
  const headers = buildHeadersFile();
  expect(cacheRuleOf(headers, '/search/index-3f2a9c01b7de.json')).toBe('public, max-age=31536000, immutable');
  expect(cacheRuleOf(headers, '/search/docs-3f2a9c01b7de-0.json')).toBe('public, max-age=31536000, immutable');
  expect(cacheRuleOf(headers, '/search/manifest.json')).toBe('public, max-age=0, must-revalidate');
  expect(cacheRuleOf(headers, '/assets/root-abc.js')).toBe('public, max-age=31536000, immutable');
});

test('running it twice replaces the policy instead of adding a second one', async () => {
  const dir = site({ 'index.html': page('<script type="module">import "/a.js";</script>') });
  await applyContentSecurityPolicy(dir, sources);
  await applyContentSecurityPolicy(dir, sources);
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  expect(html.match(/Content-Security-Policy/g)).toHaveLength(1);
});

/** The pages of a small site as React Router writes them, and the 404 page the post-build step made. */
const pages = {
  'index.html': page(
    '<img src="https://cdn.other.example/a.jpg"/><script>one()</script><script type="module">import "/a.js";</script>',
  ),
  'kontakt/index.html': page(
    '<form action="https://nyhetsbrev.example/subscribe" method="post"></form><script>two()</script>',
  ),
};
const notFound = { '404.html': page('<main>Fant ikke</main>') };

test('pages given their policy by the render workers end up with the bytes of the step doing every file (decision 77)', async () => {
  const everyFile = site({ ...pages, ...notFound });
  await applyContentSecurityPolicy(everyFile, sources);
  for (const guess of [[], ['img https://cdn.other.example', 'form https://nyhetsbrev.example']]) {
    // The workers' guess of the site part: right (the origins the pages use), or wrong (none).
    const guessed = sitePolicy(sources, originsOf(guess));
    const origins: string[] = [];
    const done: Record<string, string> = {};
    for (const [file, html] of Object.entries(pages)) {
      const result = withPagePolicy(html, guessed);
      done[file] = result.html;
      origins.push(...result.origins);
    }
    const dir = site({ ...done, ...notFound });
    const { pages: written } = await applyContentSecurityPolicy(dir, sources, {
      written: [{ site: guessed, files: new Set(Object.keys(pages)) }],
      origins,
    });
    // A right guess: only 404.html is read and written here.
    expect(written).toBe(guess.length === 0 ? 3 : 1);
    for (const file of ['index.html', 'kontakt/index.html', '404.html']) {
      expect(readFileSync(join(dir, file), 'utf8')).toBe(readFileSync(join(everyFile, file), 'utf8'));
    }
  }
});

test('only the pages written with a wrong guess are rewritten', async () => {
  const everyFile = site({ ...pages, ...notFound });
  await applyContentSecurityPolicy(everyFile, sources);
  const right = sitePolicy(sources, originsOf(['img https://cdn.other.example', 'form https://nyhetsbrev.example']));
  const wrong = sitePolicy(sources, originsOf([]));
  const home = withPagePolicy(pages['index.html'], right);
  const contact = withPagePolicy(pages['kontakt/index.html'], wrong);
  const dir = site({ 'index.html': home.html, 'kontakt/index.html': contact.html, ...notFound });
  const written = [
    { site: right, files: new Set(['index.html']) },
    { site: wrong, files: new Set(['kontakt/index.html']) },
  ];
  // 404.html and the contact page.
  expect(
    (await applyContentSecurityPolicy(dir, sources, { written, origins: [...home.origins, ...contact.origins] })).pages,
  ).toBe(2);
  for (const file of ['index.html', 'kontakt/index.html', '404.html']) {
    expect(readFileSync(join(dir, file), 'utf8')).toBe(readFileSync(join(everyFile, file), 'utf8'));
  }
});
