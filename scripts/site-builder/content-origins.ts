/**
 * The render workers' first guess of the policy's site part (decision 77):
 * the image and form origins the content names, read from the snapshot before any page is
 * rendered. When the pages use exactly these (the sample and the synthetic venues: one
 * newsletter form), every page is written with its final policy and the policy step rewrites
 * none. The policy itself is still made from what the built pages use (content-security-policy.ts);
 * a wrong guess only costs the rewrite of the pages written with it.
 */

/** Keys whose absolute URL is shown as an image (an image's `url`, the theme's logo and icons). */
const IMAGE_KEYS = new Set(['url', 'src', 'image', 'poster', 'logo', 'languageIcon', 'favicon']);

function originOf(value: string): string | undefined {
  if (!/^https?:\/\//i.test(value)) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin keys (`img <origin>`, `form <origin>`, as `withPagePolicy` names them) of every
 * absolute URL the content gives as a form's `action` or under an image key, sorted.
 */
export function contentOrigins(content: unknown): string[] {
  const found = new Set<string>();
  const stack: unknown[] = [content];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (typeof item !== 'string') {
        stack.push(item);
        continue;
      }
      const origin = key === 'action' || IMAGE_KEYS.has(key) ? originOf(item) : undefined;
      if (origin !== undefined) found.add(`${key === 'action' ? 'form' : 'img'} ${origin}`);
    }
  }
  return [...found].sort();
}
