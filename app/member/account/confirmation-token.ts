/** The token of a confirmation link: its fragment's `token` (decision 193), which no server sees; null when missing or malformed. */
export function confirmationToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token !== null && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}
