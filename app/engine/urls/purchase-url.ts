import type { Site } from '../../model/site.ts';

/**
 * The outbound checkout link of one event on the ticketing provider (spec §7.4):
 * `{ticketing host}/{first partner id}/events/{eventNumber}/purchase?kanal={channel}`.
 * The first partner of the site is the one used (spec §1).
 */
export function purchaseUrl(site: Site, eventNumber: number): string {
  const partner = site.partners[0];
  if (partner === undefined) throw new Error(`site "${site.id}" has no partner: a purchase link needs one (spec §1)`);
  if (!Number.isInteger(eventNumber) || eventNumber <= 0)
    throw new RangeError(`expected a positive event number, received ${eventNumber}`);
  return `${site.ticketing.host}/${partner}/events/${eventNumber}/purchase?kanal=${encodeURIComponent(site.ticketing.channel)}`;
}
