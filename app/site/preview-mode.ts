/**
 * Whether this page is shown by the preview of drafts (scripts/preview, decision 198): its
 * server marks `<html>` with this attribute. A preview registers no service worker and counts
 * nothing, so editors' looks never reach the venue's figures or a cache that outlives the draft.
 */
export const PREVIEW_ATTRIBUTE = 'data-foaje-preview';

export function isPreview(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(PREVIEW_ATTRIBUTE);
}
