/**
 * Per-IP rate limits with @upstash/ratelimit against the real Redis server (TEST_REDIS_URL, e.g.
 * redis://127.0.0.1:6379/5; CI sets it), failing open when Redis is stopped, keyed so that a
 * client-written X-Forwarded-For cannot change the key.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import IORedis from 'ioredis';
import ipaddrLib from 'ipaddr.js';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { addressKey, clientAddress, createRateLimiter, UNKNOWN_KEY, UNPARSEABLE_KEY, type RateLimiter } from '@/lib/ratelimit';

const REDIS = process.env.TEST_REDIS_URL;
if (!REDIS) console.warn('ratelimit suite: TEST_REDIS_URL is not set, the Redis tests are skipped (CI sets it)');
const prefix = `wire-test:${process.pid}:${Date.now()}`;
const opened: RateLimiter[] = [];
afterAll(async () => {
  await Promise.all(opened.map((l) => l.close()));
  if (REDIS) {
    const io = new IORedis(REDIS);
    const keys = await io.keys(`${prefix}*`);
    if (keys.length) await io.del(...keys);
    io.disconnect();
  }
});

function limiter(perMinute: number, redisUrl: string | undefined, p = prefix): RateLimiter {
  const l = createRateLimiter({ limits: { perMinute, perHour: 1000, perDay: 1000 }, prefix: p, timeoutMs: 500, redisUrl });
  opened.push(l);
  return l;
}

describe('the rate-limit key', () => {
  it('is the address the trusted proxy saw; a client-written X-Forwarded-For does not change it', () => {
    const h = (xff: string) => new Headers({ 'x-forwarded-for': xff });
    // One proxy that appends what it saw: the client's own header, if any, is to its left.
    expect(clientAddress(h('198.51.100.4'), 1)).toBe('198.51.100.4');
    expect(clientAddress(h('6.6.6.6, 198.51.100.4'), 1)).toBe('198.51.100.4');
    expect(clientAddress(h('1.1.1.1,6.6.6.6 , 198.51.100.4'), 1)).toBe('198.51.100.4');
    // Two trusted hops (a CDN in front of a load balancer): the CDN's entry.
    expect(clientAddress(h('6.6.6.6, 198.51.100.4, 10.0.0.2'), 2)).toBe('198.51.100.4');
    expect(clientAddress(new Headers(), 1)).toBe(UNKNOWN_KEY);
  });

  it('is an address, not a string: ports, brackets and mapped forms are one key; IPv6 by its /64', () => {
    const h = (xff: string) => new Headers({ 'x-forwarded-for': xff });
    expect(clientAddress(h('6.6.6.6, 203.0.113.7:50001'), 1)).toBe('203.0.113.7');
    expect(clientAddress(h('[2001:db8::1]:443'), 1)).toBe('2001:db8::/64');
    expect(addressKey('[2001:db8::1]')).toBe('2001:db8::/64');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('[::ffff:203.0.113.7]:8080')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('"[2001:db8:0:1::5]:443"')).toBe('2001:db8:0:1::/64'); // RFC 7239 quoting
    expect(addressKey('fe80::1%eth0')).toBe('fe80::/64');
    // A bare IPv6 address has no port: its last group is part of it.
    expect(addressKey('2001:db8::1:443')).toBe('2001:db8::/64');
    // Not an address: one shared key (a fresh string must not buy a fresh budget).
    for (const bad of ['unknown', 'client-7', '203.0.113', '0x7f.1', '[203.0.113.7]', '203.0.113.7:', '999.1.1.1', '', '2001:db8::1::2']) {
      expect(addressKey(bad), bad).toBe(UNPARSEABLE_KEY);
    }
  });

  const octet = fc.integer({ min: 0, max: 255 });
  const v4 = fc.tuple(octet, octet, octet, octet).map((o) => o.join('.'));
  const port = fc.integer({ min: 1, max: 65535 });
  const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
  /** An IPv6 address written fully or with its longest zero run compressed (RFC 5952), maybe in upper case. */
  const v6text = (groups: string[], upper: boolean) => {
    const text = new ipaddrLib.IPv6(groups.map((g) => parseInt(g, 16))).toRFC5952String();
    return upper ? text.toUpperCase() : text;
  };

  it('property: any way a proxy writes one IPv4 address (port, brackets, IPv4-mapped IPv6) is one key', () => {
    fc.assert(fc.property(v4, port, fc.integer({ min: 0, max: 4 }), (addr, p, form) => {
      const [a, b, c, d] = addr.split('.').map(Number) as [number, number, number, number];
      const hex = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
      const written = [`${addr}:${p}`, `::ffff:${addr}`, `[::ffff:${addr}]:${p}`, `[::ffff:${hex}]`, `::FFFF:${hex}`][form]!;
      expect(addressKey(written)).toBe(addressKey(addr));
      expect(addressKey(addr)).toBe(addr);
    }));
  });

  it('property: IPv6 addresses within one /64 share a key, with or without brackets and ports; different /64s do not', () => {
    const prefix = fc.array(group, { minLength: 4, maxLength: 4 });
    const iid = fc.array(group, { minLength: 4, maxLength: 4 });
    fc.assert(fc.property(prefix, iid, iid, port, fc.boolean(), fc.boolean(), (net, i1, i2, p, brackets, upper) => {
      const a = v6text([...net, ...i1], upper);
      const b = v6text([...net, ...i2], false);
      fc.pre(!/^::ffff:/i.test(a) && !/^::ffff:/i.test(b)); // IPv4-mapped: covered above
      fc.pre(!/^64:ff9b::/i.test(a) && !/^64:ff9b::/i.test(b)); // NAT64 well-known prefix: below
      const written = brackets ? `[${a}]:${p}` : a;
      expect(addressKey(written)).toBe(addressKey(b));
      expect(addressKey(written)).toMatch(/\/64$/);
    }));
    fc.assert(fc.property(prefix, prefix, iid, (n1, n2, i) => {
      fc.pre(n1.map((g) => parseInt(g, 16)).join() !== n2.map((g) => parseInt(g, 16)).join());
      const zero = (n: string[]) => n.every((g) => parseInt(g, 16) === 0);
      fc.pre(!zero(n1) && !zero(n2)); // ::/64 holds the IPv4-mapped block (covered above)
      expect(addressKey(v6text([...n1, ...i], false))).not.toBe(addressKey(v6text([...n2, ...i], false)));
    }));
  });
});

describe('NAT64 clients (issue 23, kind 9)', () => {
  it('64:ff9b::203.0.113.7 and 64:ff9b::198.51.100.9 are two clients, keyed by their embedded IPv4 (RFC 6052)', () => {
    expect(addressKey('64:ff9b::203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('64:ff9b::198.51.100.9')).toBe('198.51.100.9');
    expect(addressKey('[64:ff9b::cb00:7107]:443')).toBe('203.0.113.7');
    // The local-use prefix (RFC 8215) embeds where its operator chose: keyed by its /64.
    expect(addressKey('64:ff9b:1::203.0.113.7')).toBe('64:ff9b:1::/64');
  });

  it('property: a NAT64 address, however written, has the key of the IPv4 address it embeds', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    const v4 = fc.tuple(octet, octet, octet, octet).map((o) => o.join('.'));
    const port = fc.integer({ min: 1, max: 65535 });
    fc.assert(fc.property(v4, port, fc.integer({ min: 0, max: 3 }), fc.boolean(), (addr, p, form, upper) => {
      const [a, b, c, d] = addr.split('.').map(Number) as [number, number, number, number];
      const hex = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
      const text = [`64:ff9b::${addr}`, `64:ff9b::${hex}`, `[64:ff9b::${addr}]:${p}`, `0064:ff9b:0:0:0:0:${hex}`][form]!;
      expect(addressKey(upper ? text.toUpperCase() : text)).toBe(addr);
    }));
  });
});

describe.skipIf(!REDIS)('rate limits on the real Redis server', () => {
  // Upstash's sliding window weights the previous fixed minute by the share still inside the
  // window: requests straddling a minute's start can count one short. Start with 10 s to spare.
  beforeEach(async () => {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 10_000) await new Promise((r) => setTimeout(r, left + 50));
  });
  it('counts in Redis, per key, and two limiters (two processes) share the counts', async () => {
    const a = limiter(3, REDIS);
    const b = limiter(3, REDIS);
    expect(a.backend).toBe('redis');
    const seen = [await a.check('192.0.2.1'), await b.check('192.0.2.1'), await a.check('192.0.2.1'), await b.check('192.0.2.1')];
    expect(seen.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(seen[3]).toMatchObject({ ok: false, window: 'minute' });
    expect((await a.check('192.0.2.2')).ok).toBe(true); // another address has its own count
    const io = new IORedis(REDIS!);
    expect((await io.keys(`${prefix}:minute*`)).length).toBeGreaterThan(0);
    io.disconnect();
  });

  it('a spoofed X-Forwarded-For lands on the same key and is limited with it', async () => {
    const l = limiter(2, REDIS, `${prefix}:spoof`);
    const key = (xff: string) => clientAddress(new Headers({ 'x-forwarded-for': xff }), 1);
    const results = [];
    for (const xff of ['203.0.113.9', '6.6.6.6, 203.0.113.9', '7.7.7.7, 203.0.113.9']) results.push(await l.check(key(xff)));
    expect(results.map((r) => r.ok)).toEqual([true, true, false]);
  });

  it('behind a proxy that writes ip:port, six requests from one address with random ports get three 429s (route handler, real Redis)', async () => {
    process.env.REDIS_URL = REDIS;
    process.env.DATA_DIR = 'memory://';
    process.env.RATE_LIMIT_PER_MINUTE = '3';
    process.env.RATE_LIMIT_PREFIX = `${prefix}:route-port`;
    const { resetEnvForTests } = await import('@/lib/env');
    const { resetRateLimiterForTests } = await import('@/lib/ratelimit');
    resetEnvForTests();
    await resetRateLimiterForTests();
    try {
      const { POST } = await import('@/app/api/chat/route');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await POST(new Request('http://test/api/chat', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.7:${1024 + Math.floor(Math.random() * 64000)}` },
          body: JSON.stringify({ question: 'What are her rates?', locale: 'en' }),
        }));
        statuses.push(res.status);
        await res.body?.cancel();
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    } finally {
      delete process.env.REDIS_URL;
      delete process.env.RATE_LIMIT_PREFIX;
      process.env.RATE_LIMIT_PER_MINUTE = '100000';
      resetEnvForTests();
      await resetRateLimiterForTests();
    }
  });

  it('Redis stopped: checks fail open and the request is answered', async () => {
    // A Redis of this test's own (the machine's server is shared and must keep running).
    const port = 6390;
    const dir = path.join(tmpdir(), `wire-redis-${process.pid}`);
    const pidfile = `${dir}.pid`;
    const started = spawnSync('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'yes', '--pidfile', pidfile]);
    expect(started.status).toBe(0);
    await expect.poll(() => { try { return Number(readFileSync(pidfile, 'utf8')) > 0; } catch { return false; } }).toBe(true);
    const l = limiter(1, `redis://127.0.0.1:${port}`);
    expect(await l.check('192.0.2.50')).toEqual({ ok: true });
    expect(await l.check('192.0.2.50')).toMatchObject({ ok: false }); // it really counted there
    process.kill(Number(readFileSync(pidfile, 'utf8')), 'SIGKILL');
    rmSync(pidfile, { force: true });
    const after = await l.check('192.0.2.50');
    expect(after).toMatchObject({ ok: true, failedOpen: expect.any(String) });

    // …and through the route handler: the question is answered.
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    process.env.DATA_DIR = 'memory://';
    const { resetEnvForTests } = await import('@/lib/env');
    const { resetRateLimiterForTests } = await import('@/lib/ratelimit');
    resetEnvForTests();
    await resetRateLimiterForTests();
    try {
      const { POST } = await import('@/app/api/chat/route');
      const res = await POST(new Request('http://test/api/chat', {
        method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.50' },
        body: JSON.stringify({ question: 'How do I cook spaghetti carbonara?', locale: 'en' }),
      }));
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('event: done');
    } finally {
      delete process.env.REDIS_URL;
      resetEnvForTests();
      await resetRateLimiterForTests();
    }
  });
});

describe('without Redis', () => {
  it('limits per process and says so in the log', async () => {
    const lines: Record<string, unknown>[] = [];
    const l = createRateLimiter({ limits: { perMinute: 2, perHour: 10, perDay: 10 }, prefix: 'p', timeoutMs: 100, log: (x) => lines.push(x) });
    expect(l.backend).toBe('process');
    expect(JSON.stringify(lines)).toMatch(/per process/);
    expect([(await l.check('a')).ok, (await l.check('a')).ok, (await l.check('a')).ok, (await l.check('b')).ok]).toEqual([true, true, false, true]);
  });
});
