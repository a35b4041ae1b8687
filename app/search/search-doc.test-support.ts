import type { IndexedDoc, SearchDoc } from './search-document.ts';

/** A search document for tests: a film on now, with no image, age limit, dates or genre. */
export function testSearchDoc(title: string, overrides: Partial<SearchDoc> = {}): SearchDoc {
  return {
    kind: 'film',
    title,
    path: `/${title}`,
    image: null,
    status: 'current',
    age: null,
    dates: [],
    genre: null,
    category: '',
    ...overrides,
  };
}

/** A document as the index takes it: its title and keywords searched, no body text. */
export function testIndexedDoc(doc: SearchDoc, keywords = ''): IndexedDoc {
  return { doc, fields: { title: doc.title, keywords, text: '' } };
}
