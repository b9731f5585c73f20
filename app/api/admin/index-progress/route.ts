/**
 * GET /api/admin/index-progress?job=<id>: how far the editor's save has embedded its passages,
 * `{ done, total }` (passages), for the form's progress line. The session is checked here (the
 * proxy does not cover /api); 401 without one, 400 for a malformed id, 404 before the job has
 * recorded progress (or when it has nothing to embed).
 */
import { z } from 'zod';
import { readIndexProgress, jobIdField } from '@/lib/admin/progress';
import { requireAuthor, UnauthorizedError } from '@/lib/auth';
import { database } from '@/lib/db';

export const dynamic = 'force-dynamic';

const query = z.object({ job: jobIdField });
const noStore = { 'Cache-Control': 'no-store' };

export async function GET(request: Request): Promise<Response> {
  const db = await database();
  try {
    await requireAuthor(db, request.headers);
  } catch (err) {
    if (err instanceof UnauthorizedError) return Response.json({ code: err.code, message: err.message }, { status: 401, headers: noStore });
    throw err;
  }
  const parsed = query.safeParse({ job: new URL(request.url).searchParams.get('job') });
  if (!parsed.success) return Response.json({ code: 'bad_request:admin', message: 'job must be 32 hex digits' }, { status: 400, headers: noStore });
  const p = await readIndexProgress(db, parsed.data.job);
  if (!p) return Response.json({ code: 'not_found:admin', message: 'no progress recorded for this job' }, { status: 404, headers: noStore });
  return Response.json({ done: p.done, total: p.total }, { headers: noStore });
}
