/**
 * Per-IP rate limits (design, "Cost and abuse": three limits refilling over a minute, an hour and
 * a day, keyed by the address the edge proxy observed, failing open). `@upstash/ratelimit` on
 * Upstash Redis over REST in production (`UPSTASH_REDIS_REST_URL`/`TOKEN`), on a Redis server
 * through {@link localUpstashRedis} locally and in CI (`REDIS_URL`), and per process when neither
 * is configured (said in the log). Server-only.
 */
import { Ratelimit } from '@upstash/ratelimit';
import { Redis } from '@upstash/redis';
import ipaddr from 'ipaddr.js';
import { env } from '@/lib/env';
import { localUpstashRedis } from './local-redis';
import { noteCheck, recordFailOpen } from './stats';

export { countRateLimitFailOpens, rateLimitCheckStats, recordFailOpen, type CheckStats } from './stats';

/** Key of every request whose trusted X-Forwarded-For entry is missing (fewer entries than hops). */
export const UNKNOWN_KEY = 'unknown';
/**
 * Key of every request whose trusted entry is not an IP address. One shared key, not the entry's
 * text: the entry comes from a misconfigured proxy or a spoofing client, and a key per string would
 * give each new string a fresh budget; sharing one budget keeps the limits on (fail-safe).
 */
export const UNPARSEABLE_KEY = 'unparseable';

// `[v6]` or `[v6]:port` (RFC 3986 host syntax); `v4:port`. A bare IPv6 address keeps all its
// groups: "2001:db8::1:443" is a valid address, so a port is only read after brackets.
const BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/;
const V4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
/** The NAT64 well-known prefix (RFC 6052 §2.1). */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/**
 * The rate-limit key of one X-Forwarded-For entry, parsed as an address with ipaddr.js: ports,
 * brackets, surrounding quotes (RFC 7239 style) and an IPv6 zone id are dropped; an IPv4-mapped
 * IPv6 address (`::ffff:203.0.113.7`) is its IPv4 address, and so is a NAT64 address under the
 * well-known prefix `64:ff9b::/96` (RFC 6052 §2.1: the IPv4 address is the last 32 bits; one
 * NAT64 gateway serves many IPv4-only clients, which a /64 key would put in one bucket);
 * other IPv6 is keyed by its /64 network,
 * the smallest block a provider assigns to one subscriber (RFC 6177), so a client rotating
 * addresses within its own /64 keeps one key. IPv4 must be four-part decimal (what proxies write;
 * inet_aton's short and hex forms are not accepted).
 * @param entry one comma-separated X-Forwarded-For entry
 * @returns `203.0.113.7`, `2001:db8:1:2::/64`, or {@link UNPARSEABLE_KEY}
 */
export function addressKey(entry: string): string {
  let s = entry.trim().replace(/^"(.*)"$/, '$1');
  const bracketed = BRACKETED.exec(s);
  const v4port = V4_WITH_PORT.exec(s);
  if (bracketed) s = bracketed[1]!;
  else if (v4port) s = v4port[1]!;
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  if (ipaddr.IPv4.isValidFourPartDecimal(s)) {
    if (bracketed) return UNPARSEABLE_KEY; // "[203.0.113.7]" is not a host form
    addr = ipaddr.IPv4.parse(s);
  } else if (!v4port && ipaddr.IPv6.isValid(s)) {
    addr = ipaddr.IPv6.parse(s);
  } else {
    return UNPARSEABLE_KEY;
  }
  if (addr.kind() === 'ipv6') {
    const v6 = addr as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
    // Only the well-known /96: the local-use 64:ff9b:1::/48 (RFC 8215, which ipaddr.js also calls
    // 'rfc6052') embeds at an offset its operator picks (RFC 6052 §2.2) and stays keyed by its /64.
    if (v6.match(NAT64_WELL_KNOWN)) return ipaddr.fromByteArray(v6.toByteArray().slice(12)).toString();
    return `${new ipaddr.IPv6([...v6.parts.slice(0, 4), 0, 0, 0, 0]).toRFC5952String()}/64`;
  }
  return addr.toString();
}

/**
 * The rate-limit key of a request: the client address the outermost trusted proxy observed, as
 * {@link addressKey}. Proxies that append to X-Forwarded-For put the address they saw last, so
 * with `trustedHops` proxies in front it is the `trustedHops`-th entry from the right; anything
 * left of it was written by the client and cannot change the key. Next's own server sets the
 * header to the socket address only when it is absent (stack notes §2.4), so the site must run
 * behind at least one such proxy (default 1). Used by the chat's and the admin sign-in's limits.
 * @returns the address key, {@link UNKNOWN_KEY} when the header has fewer entries than trusted
 *   hops, {@link UNPARSEABLE_KEY} when that entry is not an address
 */
export function clientAddress(headers: Headers, trustedHops: number): string {
  const xff = (headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return xff.length >= trustedHops ? addressKey(xff[xff.length - trustedHops]!) : UNKNOWN_KEY;
}

/** Requests allowed per window. */
export interface Limits {
  perMinute: number;
  perHour: number;
  perDay: number;
}

/** A limit's window. */
export type LimitWindow = 'minute' | 'hour' | 'day';

/**
 * Outcome of a check. Let through: `failedOpen` names why when the store did not answer in time
 * (`timeout`) or failed (its error) and the request went through unlimited. Refused: `windows`
 * are every window that refused, `window` the one with the longest wait, `retryAfterS` that wait
 * (the Retry-After of RFC 9110 §10.2.3: the request is refused until every refusing window lets
 * one through, so the longest wait is the one to name).
 */
export type LimitResult =
  | { ok: true; failedOpen?: string }
  | { ok: false; retryAfterS: number; window: LimitWindow; windows: LimitWindow[] };

/** A per-key limiter; `backend` says where the counters live. */
export interface RateLimiter {
  backend: 'upstash' | 'redis' | 'process';
  check: (key: string) => Promise<LimitResult>;
  close: () => Promise<void>;
}

const WINDOWS = [['minute', '1 m', 60_000], ['hour', '1 h', 3_600_000], ['day', '1 d', 86_400_000]] as const;

/** Seconds until `resetMs` (ms since the epoch), at least 1: the first whole second after it. */
const secondsUntil = (resetMs: number, now: number) => Math.max(1, Math.ceil((resetMs - now + 1) / 1000));

/**
 * A refusal: every refusing window, and the wait of the one that frees last (issue 32, kind 3:
 * the minute's 41 s was named while the hour refused for 51 minutes).
 * @param refused each refusing window with the moment (ms since the epoch) it lets a request through
 */
function refusal(refused: { window: LimitWindow; resetMs: number }[], now: number): Extract<LimitResult, { ok: false }> {
  const last = refused.reduce((a, b) => (b.resetMs > a.resetMs ? b : a));
  return { ok: false, window: last.window, windows: refused.map((r) => r.window), retryAfterS: secondsUntil(last.resetMs, now) };
}

/** A check's time and outcome, for the latency figures and the fail-open count (./stats). */
export interface CheckRecord {
  ms: number;
  failedOpen: 'timeout' | 'error' | null;
}

/**
 * A time limit that counts only time this process could have heard the answer (issue 32, kind 4).
 * A plain `setTimeout` race fails open whenever the event loop was busy for longer than the limit —
 * under the very load the limits exist for — because Node runs due timers before it reads the
 * sockets: Redis's answer, long arrived, loses to the timer. Here the limit is counted in ticks
 * of {@link DEADLINE_TICK_MS}, each counting at most its own length however late it ran — so a
 * stall of any length counts as one tick, and every counted tick but the first was preceded by a
 * tick's worth of turns of I/O — and when the count is reached the answer still gets one turn of
 * I/O (`setImmediate` runs after the poll phase) before the check fails open. (Counting a late
 * tick as twice its length let one 50 ms stall use up a 50 ms limit before the command's round
 * trips could run: the generated test's counterexample [limit 1, burst 1, 50 ms, stall 50 ms].) A store that does not answer still fails open after
 * about `ms`; a process that was busy does not.
 * @returns a promise that resolves 'timeout', and `cancel`
 */
function loadAwareDeadline(ms: number): { promise: Promise<'timeout'>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const promise = new Promise<'timeout'>((resolve) => {
    let counted = 0;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      counted += Math.min(now - last, DEADLINE_TICK_MS);
      last = now;
      if (counted < ms) { timer = setTimeout(tick, Math.min(DEADLINE_TICK_MS, ms - counted)); return; }
      setImmediate(() => { if (!cancelled) resolve('timeout'); });
    };
    timer = setTimeout(tick, Math.min(DEADLINE_TICK_MS, ms));
  });
  return { promise, cancel: () => { cancelled = true; clearTimeout(timer); } };
}
/** Tick of {@link loadAwareDeadline}, ms. */
const DEADLINE_TICK_MS = 25;

/**
 * Builds a limiter on Upstash REST, a Redis server, or (neither) in process memory.
 *
 * A request counts in every window or in none (issue 32, kind 3): the three windows are checked
 * at once (one round trip), and when one refuses, the windows that counted the request give it
 * back (`@upstash/ratelimit`'s refund, a negative `rate`), so a burst of refused requests uses
 * no hour's or day's quota. The refusal names the longest wait of the refusing windows.
 * @param opts.timeoutMs a check that gets no answer for this long, counted by
 *   {@link loadAwareDeadline}, lets the request through (fail open)
 * @param opts.prefix Redis key prefix; each window adds `:minute` / `:hour` / `:day`
 * @param opts.onCheck called after every check with its time and whether it failed open (./stats)
 */
export function createRateLimiter(opts: {
  limits: Limits; prefix: string; timeoutMs: number;
  upstash?: { url: string; token: string }; redisUrl?: string;
  log?: (line: Record<string, unknown>) => void;
  onCheck?: (record: CheckRecord) => void;
}): RateLimiter {
  const log = opts.log ?? (() => {});
  if (!opts.upstash && !opts.redisUrl) return processLimiter(opts.limits, log);
  let redis: Redis;
  let close = async () => {};
  if (opts.upstash) {
    redis = new Redis({ url: opts.upstash.url, token: opts.upstash.token, retry: false, enableTelemetry: false });
  } else {
    // The connection's own command limit is a backstop well past the check's (its timer would
    // otherwise fail a command whose answer waited behind a busy event loop).
    const local = localUpstashRedis(opts.redisUrl!, Math.max(10 * opts.timeoutMs, 5_000));
    redis = local.redis;
    close = local.quit;
  }
  const limits = [opts.limits.perMinute, opts.limits.perHour, opts.limits.perDay];
  const limiters = WINDOWS.map(([name, window], i) => new Ratelimit({
    redis, prefix: `${opts.prefix}:${name}`, limiter: Ratelimit.slidingWindow(limits[i]!, window),
    // The time limit is ours (loadAwareDeadline); the library's is a plain timer race.
    timeout: 0, analytics: false,
    // No in-memory block cache: across serverless instances it would make limits differ per process.
    ephemeralCache: false,
  }));
  const failOpen = (reason: 'timeout' | 'error', detail: string, started: number): LimitResult => {
    log({ event: 'ratelimit-fail-open', reason: detail });
    opts.onCheck?.({ ms: performance.now() - started, failedOpen: reason });
    return { ok: true, failedOpen: detail };
  };
  return {
    backend: opts.upstash ? 'upstash' : 'redis',
    close,
    async check(key) {
      const started = performance.now();
      const deadline = loadAwareDeadline(opts.timeoutMs);
      const counted = Promise.all(limiters.map((l) => l.limit(key)));
      counted.catch(() => {}); // settles after the deadline won: nothing is waiting for it
      let results: Awaited<typeof counted> | 'timeout';
      try {
        results = await Promise.race([counted, deadline.promise]);
      } catch (err) {
        return failOpen('error', (err as Error).message, started);
      } finally {
        deadline.cancel();
      }
      if (results === 'timeout') return failOpen('timeout', 'timeout', started);
      const now = Date.now();
      const refused = results.flatMap((r, i) => (r.success ? [] : [{ window: WINDOWS[i]![0], resetMs: r.reset }]));
      if (refused.length > 0) {
        // The windows that counted this request give it back: it was refused.
        await Promise.all(results.map((r, i) => (r.success ? limiters[i]!.limit(key, { rate: -1 }) : null)))
          .catch((err: unknown) => log({ event: 'ratelimit-refund-failed', reason: (err as Error).message }));
      }
      opts.onCheck?.({ ms: performance.now() - started, failedOpen: null });
      return refused.length > 0 ? refusal(refused, now) : { ok: true };
    },
  };
}

/** Fixed windows in this process's memory: the fallback without Redis, per process only. */
function processLimiter(limits: Limits, log: (line: Record<string, unknown>) => void): RateLimiter {
  log({ event: 'ratelimit-backend', backend: 'process', note: 'no UPSTASH_REDIS_REST_URL or REDIS_URL: rate limits are per process' });
  const counts = new Map<string, { start: number; n: number }>();
  const max = [limits.perMinute, limits.perHour, limits.perDay];
  return {
    backend: 'process',
    close: async () => {},
    async check(key) {
      const now = Date.now();
      // Every window is read first; the request counts in all of them or, refused, in none.
      const windows = WINDOWS.map(([name, , ms], i) => {
        let c = counts.get(`${name}:${key}`);
        if (!c || now - c.start >= ms) counts.set(`${name}:${key}`, (c = { start: now, n: 0 }));
        return { name, c, resetMs: c.start + ms, full: c.n >= max[i]! };
      });
      const refused = windows.filter((w) => w.full);
      if (refused.length > 0) return refusal(refused.map((w) => ({ window: w.name, resetMs: w.resetMs })), now);
      for (const w of windows) w.c.n++;
      return { ok: true };
    },
  };
}

let shared: RateLimiter | undefined;
let signIn: RateLimiter | undefined;
let feedback: RateLimiter | undefined;

/**
 * A limiter on the configured store (Upstash, else REDIS_URL, else per process) with its own
 * limits and prefix. Its checks' times are kept in this process and its fail-opens counted in the
 * database under `name` (./stats: the dashboard shows them).
 */
function fromEnv(limits: Limits, prefix: string, at: string, name: string): RateLimiter {
  const e = env();
  return createRateLimiter({
    limits, prefix, timeoutMs: e.RATE_LIMIT_TIMEOUT_MS,
    upstash: e.UPSTASH_REDIS_REST_URL && e.UPSTASH_REDIS_REST_TOKEN ? { url: e.UPSTASH_REDIS_REST_URL, token: e.UPSTASH_REDIS_REST_TOKEN } : undefined,
    redisUrl: e.REDIS_URL,
    log: (line) => console.info(JSON.stringify({ at, ...line })),
    onCheck: (record) => {
      noteCheck(name, record);
      if (record.failedOpen) void recordFailOpen(name, record.failedOpen);
    },
  });
}

/** The process-wide limiter of the chat route from environment (`RATE_LIMIT_*`), built on first use. */
export function rateLimiter(): RateLimiter {
  if (!shared) {
    const e = env();
    shared = fromEnv({ perMinute: e.RATE_LIMIT_PER_MINUTE, perHour: e.RATE_LIMIT_PER_HOUR, perDay: e.RATE_LIMIT_PER_DAY }, e.RATE_LIMIT_PREFIX, 'ratelimit', 'chat');
  }
  return shared;
}

/**
 * The process-wide limiter of admin sign-in attempts (`SIGNIN_RATE_LIMIT_*`, prefix
 * `ratelimit:signin` by default), on the same store as the chat's but with its own counters.
 * Like the chat's it fails open (a slow or failing Redis lets the attempt through): the password
 * check behind it still holds, and the author must not be locked out by a Redis outage.
 */
export function signInRateLimiter(): RateLimiter {
  if (!signIn) {
    const e = env();
    signIn = fromEnv({ perMinute: e.SIGNIN_RATE_LIMIT_PER_MINUTE, perHour: e.SIGNIN_RATE_LIMIT_PER_HOUR, perDay: e.SIGNIN_RATE_LIMIT_PER_DAY }, e.SIGNIN_RATE_LIMIT_PREFIX, 'ratelimit-signin', 'signin');
  }
  return signIn;
}

/**
 * The process-wide limiter of votes on answers (POST /api/feedback, issue 25): the chat's limits
 * (`RATE_LIMIT_*`) on their own counters (prefix `<RATE_LIMIT_PREFIX>:feedback`), so voting never
 * spends a visitor's questions and a flood of votes is cut as a flood of questions is.
 */
export function feedbackRateLimiter(): RateLimiter {
  if (!feedback) {
    const e = env();
    feedback = fromEnv({ perMinute: e.RATE_LIMIT_PER_MINUTE, perHour: e.RATE_LIMIT_PER_HOUR, perDay: e.RATE_LIMIT_PER_DAY }, `${e.RATE_LIMIT_PREFIX}:feedback`, 'ratelimit-feedback', 'feedback');
  }
  return feedback;
}

/** Closes and forgets the process-wide limiters; tests that change the environment call this. */
export async function resetRateLimiterForTests(): Promise<void> {
  const closing = [shared, signIn, feedback];
  shared = undefined;
  signIn = undefined;
  feedback = undefined;
  await Promise.all(closing.map((l) => l?.close()));
}
