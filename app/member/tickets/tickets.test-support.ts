import type { MyTicket } from '../api/mappers.ts';

/** Tests only: a ticket starting at `start` (the API's `YYYY-MM-DDTHH:mm:ss`), valid 3 hours. */
export function ticketAt(start: string, overrides: Partial<MyTicket> = {}): MyTicket {
  const end = new Date(`${start}Z`);
  end.setUTCHours(end.getUTCHours() + 3);
  return {
    movieId: 118001,
    movieTitle: `Film ${start}`,
    notes: '',
    qrCode: `FJ118-${start}`,
    qrUrl: '',
    startTime: start,
    expirationDate: end.toISOString().slice(0, 19),
    image: '',
    sal: 'Sal 2',
    seatsInfo: { info: 'Rad 5, sete 3–4', seats: [{ row: '5', seats: ['3', '4'] }] },
    ...overrides,
  };
}
