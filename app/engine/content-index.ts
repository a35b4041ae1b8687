import type { ContentIndex } from './block-definition.ts';
import type { ContentSnapshot } from '../model/content-snapshot.ts';
import type { Event } from '../model/event.ts';

/**
 * Builds the lookups blocks use (productions and articles by id, events by production id),
 * once per build. Two productions or two articles with one id are a content error.
 */
export function buildContentIndex(
  snapshot: Pick<ContentSnapshot, 'productions' | 'events' | 'articles'>,
): ContentIndex {
  const productionsById = byUniqueId(snapshot.productions, 'production');
  const articlesById = byUniqueId(snapshot.articles, 'article');
  const eventsByProductionId = new Map<string, Event[]>();
  for (const event of snapshot.events) {
    const list = eventsByProductionId.get(event.production.id);
    if (list === undefined) eventsByProductionId.set(event.production.id, [event]);
    else list.push(event);
  }
  // The snapshot promises events sorted by startDate; a stable sort keeps that true per
  // production even if a source breaks the promise (the text sorts as the date does).
  for (const list of eventsByProductionId.values()) list.sort((a, b) => compareText(a.startDate, b.startDate));
  return { productionsById, eventsByProductionId, articlesById };
}

function byUniqueId<T extends { id: string; title: string }>(items: readonly T[], kind: string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    const existing = map.get(item.id);
    if (existing !== undefined) {
      throw new Error(`Two ${kind}s have the id "${item.id}": "${existing.title}" and "${item.title}"`);
    }
    map.set(item.id, item);
  }
  return map;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
