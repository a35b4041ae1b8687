import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isSitePath } from '../../engine/redirects.ts';
import { installRedirectTable, redirectFor, type RedirectEntries } from './redirect-table.ts';

/**
 * The redirect table in the browser (spec §2.1): installed for the navigation middleware, which
 * applies it on every client navigation, and applied once to the first load: a host that served
 * a page at a path of the table (a case-insensitive file system, an SPA rewrite) still lands on
 * the target.
 */
export function useRedirectTable(redirects: RedirectEntries): void {
  const navigate = useNavigate();

  useEffect(() => {
    installRedirectTable(redirects);
  }, [redirects]);

  // Runs once per document: the first load only.
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const target = redirectFor(pathname + search + hash, new Map(redirects));
    if (target === undefined) return;
    if (isSitePath(target)) void navigate(target, { replace: true });
    else window.location.replace(target);
    // Once per document, by design: a later `redirects` or `navigate` is not a new first load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
