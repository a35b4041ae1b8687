import { hydrationLines, hydrationScriptOf, MODULE_PRELOAD } from '../site-builder/react-router-internals.ts';

/**
 * React Router's scripts start after the page has loaded (decisions 109 and 116).
 *
 * As React Router writes a page, its `<head>` holds a `<link rel="modulepreload">` for every
 * module of the first load (about 130 KiB gzip, high priority) and its body ends with an
 * inline module script whose static imports fetch the route modules and then import the
 * client entry, which hydrates. On a phone those downloads compete with the HTML, the
 * stylesheet and the first image, and Lighthouse's simulation counts every one that finished
 * before the first paint as holding back FCP and LCP. Here the page keeps the same module
 * script element (React hydrates it as it is) but with a body that waits for `load` and two
 * painted frames after it, then adds the same module preloads, in the same order (one a task,
 * while the imports begin), and imports the same modules in the same order (dynamic imports in
 * place of static ones), so hydration runs as before, only later. The frames: `load` says the
 * first image is in, not that it is painted; on a busy phone the page's first paint, with that
 * image, often comes after `load` (measured: 20–140 ms after it, once 16 ms after the first
 * frame that followed it), and Lighthouse counts every request that finished before the
 * largest paint as needed for it.
 * Until then the page is the prerendered HTML: its links, the header's menu (a popover and
 * `<details>`) and its GET forms work without scripts.
 *
 * CAREFUL: the policy's script hashes are taken from the HTML after this step
 * (render-worker.ts), and every reader of a page's first-load scripts (the first-load budget,
 * the link check, the weight bench) reads the preload list with {@link modulePreloadsAfterLoad}.
 */

/**
 * At the latest this long after the page's scripts run, start anyway: an image that never
 * finishes must not keep the page from hydrating, nor a hidden tab (no frames) until it is shown.
 */
export const LATEST_START_MS = 4000;

const ATTRIBUTE = /([a-zA-Z:-]+)\s*=\s*"([^"]*)"/g;
// Written first in the new script, so a reader finds the list without running it.
const PRELOAD_LIST = /\bconst modulePreloads=(\[[^\]]*\]);/;

function hrefOf(link: string): string {
  const attributes = new Map(
    [...link.matchAll(ATTRIBUTE)].map((match) => [(match[1] ?? '').toLowerCase(), match[2] ?? '']),
  );
  const other = [...attributes.keys()].filter((name) => name !== 'rel' && name !== 'href');
  // Integrity or crossorigin would have to be carried over to the link made later: say so rather than drop them.
  if (other.length > 0)
    throw new Error(
      `A module preload with attributes the deferred loader does not copy (${other.join(', ')}): ${link}`,
    );
  const href = attributes.get('href');
  if (href === undefined || href === '') throw new Error(`A module preload without an href: ${link}`);
  return href.replaceAll('&amp;', '&');
}

/**
 * React Router's module script as the body of an async function: each static import becomes a
 * dynamic one, awaited in the same order (so the modules evaluate in the same order), and the
 * rest (the route modules' table, the client entry's import) is kept as it is.
 */
function deferredBody(body: string): string {
  return hydrationLines(body)
    .map((line) => {
      if (line.kind === 'side-effect') return `await import(${line.specifier});`;
      if (line.kind === 'namespace') return `const ${line.name}=await import(${line.specifier});`;
      return line.text;
    })
    .join('\n');
}

/** The inline script that starts React Router's scripts after `load` (see the file's comment). */
function scriptAfterLoad(preloads: readonly string[], hydrationBody: string): string {
  return [
    `const modulePreloads=${JSON.stringify(preloads)};`,
    'const start=async()=>{',
    // One preload a task, beside the imports: added in one loop, each link's insertion cost 5–50
    // ms of a single task at Lighthouse's 4× throttling, 300 ms for the fifteen (a DevTools trace).
    'void (async()=>{for(const href of modulePreloads){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);await new Promise((next)=>setTimeout(next,0));}})();',
    deferredBody(hydrationBody),
    '};',
    'let started=false;',
    'const once=()=>{if(!started){started=true;void start();}};',
    // A task after the next frame's paint: the frame's rAF runs before its paint, a timeout set there after it.
    'const afterPaint=(then)=>requestAnimationFrame(()=>setTimeout(then,0));',
    'const afterLoad=()=>afterPaint(()=>afterPaint(once));',
    `if(document.readyState==="complete")afterLoad();else addEventListener("load",afterLoad,{once:true});`,
    `setTimeout(once,${LATEST_START_MS});`,
  ].join('\n');
}

/**
 * `html` with React Router's module preloads taken out of the document and its hydration
 * script replaced by {@link scriptAfterLoad}. A page without module scripts (a redirect page)
 * or already changed comes back unchanged; one whose module scripts are not of the shape React
 * Router wrote when this was made stops the build (react-router-internals.ts).
 *
 * One pass over the page for each of the two patterns, the new page put together from slices:
 * a render worker does this for every page it writes (decision 141). The preloads are looked
 * for in the `<head>`, where React Router writes them (`<Links>`).
 */
export function withScriptsAfterLoad(html: string): string {
  const script = hydrationScriptOf(html);
  if (script === undefined || PRELOAD_LIST.test(script.body)) return html;
  const headEnd = html.indexOf('</head>');
  const links = [...(headEnd === -1 ? html : html.slice(0, headEnd)).matchAll(MODULE_PRELOAD)];
  const preloads = [...new Set(links.map((link) => hrefOf(link[0])))];
  // Each preload replaced by nothing and the script by the new one, in the page's order.
  const changes = links.map((link) => ({ from: link.index, to: link.index + link[0].length, text: '' }));
  changes.push({
    from: script.index,
    to: script.index + script.length,
    text: `${script.open}${scriptAfterLoad(preloads, script.body)}${script.close}`,
  });
  changes.sort((a, b) => a.from - b.from);
  const parts: string[] = [];
  let at = 0;
  for (const change of changes) {
    parts.push(html.slice(at, change.from), change.text);
    at = change.to;
  }
  parts.push(html.slice(at));
  return parts.join('');
}

/** The module preloads a page adds after `load` ({@link withScriptsAfterLoad}), in order; none for a page without them. */
export function modulePreloadsAfterLoad(html: string): string[] {
  const list = PRELOAD_LIST.exec(html)?.[1];
  if (list === undefined) return [];
  const parsed: unknown = JSON.parse(list);
  if (!Array.isArray(parsed) || !parsed.every((href) => typeof href === 'string'))
    throw new Error(`A module preload list that is not a list of URLs: ${list}`);
  return parsed;
}
