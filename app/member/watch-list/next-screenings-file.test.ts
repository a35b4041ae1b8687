import { expect, test } from 'vitest';
import { NextScreeningsFile, filmOf, nextScreeningAt, screeningWhen } from './next-screenings-file.ts';

const file = NextScreeningsFile.parse({
  films: [
    {
      path: '/fjellet-dxm-1042',
      edis: ['DXM1042'],
      next: [
        {
          start: '2026-11-21 18:30:00',
          saleEnds: '202611211830',
          buy: 'https://billett.example.no/118/events/101/purchase?kanal=web',
        },
        {
          start: '2026-11-23 20:00:00',
          saleEnds: '202611232000',
          buy: 'https://billett.example.no/118/events/104/purchase?kanal=web',
        },
      ],
    },
    { path: '/vinterlys', edis: [], next: [] },
  ],
});

test('a watch list film is found by its EDI number, else by its page', () => {
  expect(filmOf(file, { edis: ['DXM1042'], link: '' })?.path).toBe('/fjellet-dxm-1042');
  expect(filmOf(file, { edis: [], link: '/vinterlys' })?.path).toBe('/vinterlys');
  expect(filmOf(file, { edis: ['OTHER'], link: '' })).toBeNull();
});

test('its next screening is the first whose sale has not ended at the visitor’s minute', () => {
  const film = filmOf(file, { edis: ['DXM1042'], link: '' });
  expect(nextScreeningAt(film, '202611211829')?.start).toBe('2026-11-21 18:30:00');
  expect(nextScreeningAt(film, '202611211830')?.start).toBe('2026-11-23 20:00:00');
  expect(nextScreeningAt(film, '202611232000')).toBeNull();
  expect(nextScreeningAt(null, '202611211200')).toBeNull();
});

test('its time is named from the visitor’s day', () => {
  expect(screeningWhen('2026-11-21 18:30:00', '2026-11-21')).toBe('I dag 18:30');
  expect(screeningWhen('2026-11-22 18:30:00', '2026-11-21')).toBe('I morgen 18:30');
  expect(screeningWhen('2026-11-28 18:30:00', '2026-11-21')).toBe('Lør. 28. nov. 18:30');
});
