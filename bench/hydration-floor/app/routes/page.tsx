// The document is the root's (root.tsx); a route adds nothing to it.
export default function Page() {
  return null;
}
