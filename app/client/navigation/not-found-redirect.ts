import { REDIRECT_TABLE_PATH } from '../../engine/redirect-table-file.ts';
import { MAX_REDIRECT_HOPS } from '../../engine/redirects.ts';

/**
 * The one script of `404.html` (spec §2.1 "redirects are applied on first load"): a host that
 * ignores the build's redirect files (`_redirects`, the nginx map) answers an old path such as
 * `/Kulturprogram` with `404.html`, which never hydrates, so this script fetches the redirect
 * table (`/redirects.json`) and, when the path is in it, replaces the address with the target.
 * It matches as `linkHref` (app/engine/redirects.ts) writes a link to the same address: the
 * pathname as sent, percent-decoded, and without a trailing slash; a chain is followed to its
 * end, at most `MAX_REDIRECT_HOPS`; the request's query is added to the target's and its hash,
 * when it has one, replaces the target's. `not-found-redirect.test.ts` runs it against `linkHref`.
 * Without JavaScript, or when the table cannot be had, the page stays the not-found page.
 * Its hash goes into the page's Content-Security-Policy like any inline script's.
 */
export const NOT_FOUND_REDIRECT_SCRIPT = [
  '(function(){',
  'var l=location,p=l.pathname,q=l.search,h=l.hash,d=p;',
  'try{d=decodeURIComponent(p)}catch(e){}',
  'function s(x){return x.replace(/\\/+$/,"")||"/"}',
  'function b(x){return x.split(/[?#]/)[0]}',
  `fetch(${JSON.stringify(REDIRECT_TABLE_PATH)},{cache:"no-cache"}).then(function(r){return r.json()}).then(function(e){`,
  'var t=new Map(e),f=[p,s(p),d,s(d)].find(function(c){return t.has(c)});',
  'if(f===undefined)return;',
  'var to=t.get(f);',
  `for(var n=1;n<${String(MAX_REDIRECT_HOPS)}&&/^\\/(?!\\/)/.test(to)&&t.has(b(to));n++)to=t.get(b(to));`,
  'var k=to.indexOf("#"),u=k<0?to:to.slice(0,k),w=k<0?"":to.slice(k);',
  'if(q)u+=(u.indexOf("?")<0?"?":"&")+q.slice(1);',
  'l.replace(u+(h||w))',
  '}).catch(function(){})',
  '})()',
].join('');
