import { Site } from '../../model/site.ts';

/** A valid site for URL-builder tests; override any field. */
export function testSite(overrides: Partial<Site> = {}): Site {
  return Site.parse({
    id: 'fjordheim',
    title: 'Fjordheim',
    venue: 'Fjordheim',
    host: 'https://www.fjordheim.no',
    locale: { available: ['nb'], enabled: ['nb'], default: 'nb' },
    partners: [118],
    published: true,
    stage: 'production',
    theme: 'variant-22',
    ticketing: {
      host: 'https://billett.example.no',
      channel: 'web',
      saleMinutesAfterStart: 0,
      trailerMinutes: 0,
      fewTicketsLeft: 10,
    },
    imageHost: 'https://img.example.no',
    ...overrides,
  });
}
