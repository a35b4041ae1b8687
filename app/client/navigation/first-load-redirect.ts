import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isSitePath } from '../../engine/redirects.ts';
import { loadRedirectTable, redirectFor } from './redirect-table.ts';

/**
 * The redirect table in the browser (spec §2.1): loaded as the page hydrates (decision 149), for
 * the navigation middleware, which applies it on every client navigation, and applied once to
 * the first load: a host that served a page at a path of the table (a case-insensitive file
 * system, an SPA rewrite) still lands on the target. (A host that answers such a path with
 * 404.html, which never hydrates, is served by that page's own script: not-found-redirect.ts.)
 */
export function useFirstLoadRedirect(): void {
  const navigate = useNavigate();

  // Runs once per document: the first load only.
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const first = pathname + search + hash;
    let current = true;
    const apply = (entries: ReadonlyMap<string, string>) => {
      if (!current) return;
      // Not once the visitor has gone on to another page meanwhile.
      const now = window.location;
      if (now.pathname + now.search + now.hash !== first) return;
      const target = redirectFor(first, entries);
      if (target === undefined) return;
      if (isSitePath(target)) void navigate(target, { replace: true });
      else window.location.replace(target);
    };
    // In a task of its own: a first load runs every effect of the page in one task, and the
    // table's fetch is a long one's large part on a slow phone.
    const load = setTimeout(() => void loadRedirectTable().then(apply), 0);
    return () => {
      current = false;
      clearTimeout(load);
    };
    // Once per document, by design: a later `navigate` is not a new first load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
