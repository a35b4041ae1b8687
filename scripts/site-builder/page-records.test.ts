import { expect, test } from 'vitest';
import { createRecordCollector, recordsOf } from './page-records.ts';

const frame = ['form https://nyhetsbrev.example'];
const poster = ['form https://nyhetsbrev.example', 'img https://cdn.example'];

test('the state is the same whichever worker finished first, and gives back each page', () => {
  const first = createRecordCollector();
  first.add([{ path: '/b', digest: 'B', origins: poster, reads: ['production:b'] }]);
  first.add([
    { path: '/a', digest: 'A', origins: frame, reads: ['event:*'] },
    { path: '/c', digest: null, origins: frame, reads: null },
  ]);
  const second = createRecordCollector();
  second.add([
    { path: '/c', digest: null, origins: frame, reads: null },
    { path: '/a', digest: 'A', origins: frame, reads: ['event:*'] },
  ]);
  second.add([{ path: '/b', digest: 'B', origins: poster, reads: ['production:b'] }]);
  expect(JSON.stringify(first.state())).toBe(JSON.stringify(second.state()));
  // Each distinct set of origins once.
  expect(first.state().originSets).toHaveLength(2);
  expect(recordsOf(first.state()).get('/b')).toEqual({
    path: '/b',
    digest: 'B',
    origins: poster,
    reads: ['production:b'],
  });
  expect([...first.origins()].sort()).toEqual(poster);
});
