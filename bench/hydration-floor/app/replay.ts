/**
 * The served document rendered back as React elements, read from the DOM the browser parsed:
 * what React must create to hydrate a page, with no component, data or effect of ours.
 */
import { createElement, Suspense, type ReactElement, type ReactNode } from 'react';

// HTML attribute names whose React prop is spelled otherwise (production React sets unknown
// names as they are and does not compare attributes while hydrating; this keeps the props tidy).
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  imagesrcset: 'imageSrcSet',
  imagesizes: 'imageSizes',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  referrerpolicy: 'referrerPolicy',
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  autocomplete: 'autoComplete',
  enterkeyhint: 'enterKeyHint',
  inputmode: 'inputMode',
  maxlength: 'maxLength',
  minlength: 'minLength',
  readonly: 'readOnly',
  datetime: 'dateTime',
  hreflang: 'hrefLang',
  novalidate: 'noValidate',
  nomodule: 'noModule',
  autofocus: 'autoFocus',
  popovertarget: 'popoverTarget',
  popovertargetaction: 'popoverTargetAction',
  'xlink:href': 'xlinkHref',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
};
const BOOLEAN = new Set([
  'hidden',
  'async',
  'defer',
  'disabled',
  'open',
  'inert',
  'required',
  'multiple',
  'noModule',
  'readOnly',
  'noValidate',
  'autoFocus',
]);
// Content the browser keeps as raw text: given as HTML, as React renders it.
const RAW = new Set(['script', 'style', 'noscript']);

function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function propsOf(element: Element, tag: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const name of element.getAttributeNames()) {
    const value = element.getAttribute(name) ?? '';
    const prop = PROP_NAMES[name] ?? name;
    if (prop === 'style') props.style = styleObject(value);
    else if (prop === 'value' && (tag === 'input' || tag === 'select')) props.defaultValue = value;
    else if (prop === 'checked') props.defaultChecked = true;
    else if (prop === 'selected')
      continue; // the <select>'s defaultValue below
    else props[prop] = BOOLEAN.has(prop) ? true : value;
  }
  if (RAW.has(tag)) props.dangerouslySetInnerHTML = { __html: element.innerHTML };
  if (tag === 'textarea') props.defaultValue = element.textContent;
  if (tag === 'select') props.defaultValue = (element as HTMLSelectElement).value;
  return props;
}

// React's marks of a Suspense boundary in server HTML: `<!--$-->` (also `$?`, `$!`) … `<!--/$-->`.
const opensBoundary = (node: Node) => node.nodeType === Node.COMMENT_NODE && /^\$[?!]?$/.test(node.nodeValue ?? '');
const closesBoundary = (node: Node) => node.nodeType === Node.COMMENT_NODE && node.nodeValue === '/$';

/** Nodes from `nodes[start]` on as React children, up to the end or the `<!--/$-->` that closes them; and where that is. */
function replayNodes(nodes: NodeListOf<ChildNode>, start: number): { children: ReactNode[]; end: number } {
  const children: ReactNode[] = [];
  let at = start;
  while (at < nodes.length) {
    const node = nodes[at] as ChildNode;
    if (closesBoundary(node)) break;
    if (opensBoundary(node)) {
      const inner = replayNodes(nodes, at + 1);
      children.push(createElement(Suspense, null, ...inner.children));
      at = inner.end + 1;
      continue;
    }
    if (node.nodeType === Node.TEXT_NODE) children.push(node.nodeValue);
    else if (node.nodeType === Node.ELEMENT_NODE) children.push(replay(node as Element));
    at++;
  }
  return { children, end: at };
}

function replay(element: Element): ReactElement {
  const tag = element.localName;
  const props = propsOf(element, tag);
  if (RAW.has(tag) || tag === 'textarea') return createElement(tag, props);
  return createElement(tag, props, ...replayNodes(element.childNodes, 0).children);
}

let replayed: ReactElement | undefined;

/** The document as React elements, read once: later renders return the same elements. */
export function replayedDocument(): ReactElement {
  replayed ??= replay(document.documentElement);
  return replayed;
}
