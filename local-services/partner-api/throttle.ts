/**
 * Counts attempts per key (an account, an e-mail address, a client address) and says how long
 * the next one must wait. Kept in memory, per process (decision 40): one partner API process
 * serves one instance, a restart is rare and forgets only waits of at most an hour, and a
 * table written on every failed login would add a disk write an attacker can trigger at will.
 */

interface Entry {
  count: number;
  lastAt: number;
  blockedUntil: number;
}

export interface ThrottleRule {
  /** Attempts allowed before a wait. */
  limit: number;
  /** A count is forgotten after this long without an attempt. */
  windowMs: number;
  /** The first wait; each attempt after a wait doubles it. */
  firstWaitMs: number;
  maxWaitMs: number;
}

// A flood of made-up addresses must not grow the map without end: past this many keys the
// least recently seen are dropped first (they are also the least likely to be under attack).
const MAX_KEYS = 50_000;

export class Throttle {
  readonly #entries = new Map<string, Entry>();
  readonly #rule: ThrottleRule;
  readonly #now: () => number;

  constructor(rule: ThrottleRule, now: () => number = Date.now) {
    this.#rule = rule;
    this.#now = now;
  }

  /** Milliseconds the next attempt of `key` must wait; 0 when it may go ahead. */
  waitMs(key: string): number {
    const entry = this.#live(key);
    return entry ? Math.max(0, entry.blockedUntil - this.#now()) : 0;
  }

  /** Records an attempt of `key`; once the limit is reached the key waits, longer each time. */
  hit(key: string): void {
    const now = this.#now();
    const entry = this.#live(key) ?? { count: 0, lastAt: now, blockedUntil: 0 };
    entry.count += 1;
    entry.lastAt = now;
    const over = entry.count - this.#rule.limit;
    if (over >= 0)
      entry.blockedUntil = now + Math.min(this.#rule.maxWaitMs, this.#rule.firstWaitMs * 2 ** Math.min(over, 30));
    // Re-inserted so the map's order is least recently seen first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > MAX_KEYS) this.#evict();
  }

  /** Takes back one attempt (a login that turned out right from a client address). */
  forgive(key: string): void {
    const entry = this.#live(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  /** Forgets `key` (an account whose right password was given). */
  reset(key: string): void {
    this.#entries.delete(key);
  }

  #live(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const now = this.#now();
    if (now >= entry.blockedUntil && now - entry.lastAt > this.#rule.windowMs) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #evict(): void {
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= MAX_KEYS) return;
      this.#entries.delete(key);
    }
  }
}

/**
 * The client addresses that gave each account's right password (a login or the sign-up), for
 * how long a login lasts: NIST SP 800-63B §5.2.2's "addresses from which the subscriber has been
 * successfully authenticated before". The account-wide login limit (many clients guessing one
 * account) holds back only the clients not on this list, so a stranger's guesses from elsewhere
 * never keep the owner out of their own account on their own client. In memory, per process, as
 * the counts are (decision 40): a restart forgets the list, and the owner's next login from a
 * client refills it.
 */
export class KnownClients {
  readonly #accounts = new Map<string, Map<string, number>>();
  readonly #keepMs: number;
  readonly #now: () => number;

  constructor(keepMs: number, now: () => number = Date.now) {
    this.#keepMs = keepMs;
    this.#now = now;
  }

  /** Whether `client` gave the account's right password within the time kept. */
  has(account: string, client: string): boolean {
    const at = this.#accounts.get(account)?.get(client);
    return at !== undefined && this.#now() - at < this.#keepMs;
  }

  /** Records that `client` gave the account's right password now. */
  add(account: string, client: string): void {
    const clients = this.#accounts.get(account) ?? new Map<string, number>();
    clients.delete(client);
    clients.set(client, this.#now());
    // An account's clients, newest last: the oldest go past the cap (a member on many networks).
    for (const oldest of clients.keys()) {
      if (clients.size <= MAX_CLIENTS_PER_ACCOUNT) break;
      clients.delete(oldest);
    }
    this.#accounts.delete(account);
    this.#accounts.set(account, clients);
    for (const oldest of this.#accounts.keys()) {
      if (this.#accounts.size <= MAX_KEYS) break;
      this.#accounts.delete(oldest);
    }
  }
}

const MAX_CLIENTS_PER_ACCOUNT = 10;
