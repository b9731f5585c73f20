/**
 * GET /api/health — for a load balancer or reverse proxy (deploy/haproxy.cfg): 200 when this
 * instance can query its database, 503 otherwise. No business logic here.
 */
import { databaseHealth } from '@/lib/db';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const health = await databaseHealth();
  return Response.json(health.ok ? { status: 'ok' } : { status: 'unavailable', reason: health.reason }, {
    status: health.ok ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
