import { expect, test } from 'vitest';
import { currentPageStyles } from './page-styles.tsx';

const styles = { kinds: ['program'], css: '.program{gap:1rem}' };

test("the block CSS is the page route's, found below the root's data", () => {
  expect(currentPageStyles([{ loaderData: { layout: {} } }, { loaderData: { bundle: {}, styles } }])).toEqual(styles);
});

test('a route without block CSS (a member screen, the search page, an error) has none', () => {
  expect(currentPageStyles([{ loaderData: { layout: {} } }, { loaderData: undefined }])).toBeUndefined();
  expect(currentPageStyles([{ loaderData: { layout: {} } }, { loaderData: { styles: 'not styles' } }])).toBeUndefined();
});
