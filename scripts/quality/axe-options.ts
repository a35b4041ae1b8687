/**
 * The axe run of `npm run check:site` and of the browser suite: every rule axe runs by default,
 * and WCAG 2.2's target size (24 × 24 px, or spaced apart), which axe leaves off by default but
 * Lighthouse's accessibility score counts (decision 129 met it there first).
 */
export const AXE_OPTIONS = { rules: { 'target-size': { enabled: true } } };
