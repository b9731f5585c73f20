/**
 * An `@upstash/redis` client over a Redis server's own protocol (ioredis), so `@upstash/ratelimit`
 * runs against the real local Redis in development and CI (shared stack notes §4.2: the official
 * REST emulator is Docker-only and rejects ratelimit ≥ 2.1's scripts on vanilla Redis). It
 * implements the one transport call the client makes, a command array, and strips the
 * Upstash-only `allow-key-locking` script flag that Redis 7 rejects. Pipelines and MULTI are not
 * supported (the limiter without analytics uses neither). Server-only.
 */
import { createHash } from 'node:crypto';
import { Redis, type Requester } from '@upstash/redis';
import IORedis from 'ioredis';

/** The Upstash-only shebang flag (upstash/ratelimit-js PR #154); vanilla Redis 7 rejects it. */
const UPSTASH_ONLY_FLAG = /^#!lua flags=allow-key-locking\n/;

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * Builds the client.
 * @param url redis:// URL (a logical database may be given as the path, e.g. `/5`)
 * @param commandTimeoutMs a command that takes longer fails (the limiter then fails open)
 * @returns the client and a `quit` that closes the connection
 */
export function localUpstashRedis(url: string, commandTimeoutMs: number): { redis: Redis; quit: () => Promise<void> } {
  const io = new IORedis(url, {
    // One retry, then the command fails: a dead Redis must not hold requests (rate limits fail open).
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    connectTimeout: commandTimeoutMs,
    retryStrategy: (n) => Math.min(n * 200, 2000),
    // The three windows' checks are issued together: one write and one round trip for all three.
    enableAutoPipelining: true,
  });
  // Connection errors surface as failed commands; an unhandled 'error' event would only add noise.
  io.on('error', () => {});
  // The limiter calls EVALSHA with the hash of the script as written (flag included) and falls
  // back to EVAL on NOSCRIPT. Redis caches the script we actually send (flag stripped) under
  // another hash, so without this map every check paid a failed EVALSHA and a full EVAL per window.
  const strippedHash = new Map<string, string>();
  const requester: Requester = {
    request: async <TResult>({ body, path }: { body?: unknown; path?: string[] }) => {
      if (path?.length) return { error: `local redis: ${path.join('/')} (pipeline/multi) is not supported` } as { result?: TResult; error?: string };
      const [cmd, ...args] = body as (string | number)[];
      const name = String(cmd).toLowerCase();
      if (name === 'eval' || name === 'eval_ro') {
        const script = String(args[0]);
        const stripped = script.replace(UPSTASH_ONLY_FLAG, '');
        if (stripped !== script) strippedHash.set(sha1(script), sha1(stripped));
        args[0] = stripped;
      } else if (name === 'evalsha' || name === 'evalsha_ro') {
        args[0] = strippedHash.get(String(args[0])) ?? String(args[0]);
      }
      try {
        return { result: await io.call(String(cmd), ...args.map(String)) as TResult };
      } catch (err) {
        return { error: (err as Error).message };
      }
    },
  };
  return { redis: new Redis(requester), quit: async () => { io.disconnect(); } };
}
