/** Saving the entry editor's form through lib/content (one transaction; re-index of changed text). */
import { eq } from 'drizzle-orm';
import { saveEntry } from '@/lib/content';
import type { Db } from '@/lib/db';
import type { Embedder } from '@/lib/providers';
import { recordIndexProgress } from './progress';
import { entries } from '@/lib/db/schema';
import type { ActionResult, EntryForm } from './schema';

/**
 * The editor's status line after a save.
 * @param passages passages written by the re-index, or `null` when the text was unchanged and the index kept
 */
export function savedMessage(passages: number | null): string {
  return passages === null ? 'saved (text unchanged, index kept)' : `saved (re-indexed: ${passages} passage${passages === 1 ? '' : 's'})`;
}

/**
 * Creates an entry (no `id`) or updates one and one of its translations, and marks it edited (seed
 * and import leave it alone from then on). The slug is the entry's
 * key in URLs and in `saveEntry`'s upsert, so it cannot change on edit, and a new entry cannot take
 * an existing slug (that would overwrite the other entry). Other translations are kept. The saved
 * translation records the source's current version (issue 33): saving an outdated translation,
 * changed or not, makes it current; saving the source leaves the other translations outdated.
 * With `input.jobId`, the embedding progress is recorded under that id (lib/admin/progress) for the
 * editor's progress line; a failed progress write is logged and never fails the save.
 * @param opts.embedder for tests; default: the configured embedder, metered (lib/content)
 * @returns a typed result; `fields` names the offending input
 * @throws on database or embedder errors (nothing is written: embeddings are computed before the transaction)
 */
export async function saveEntryForm(db: Db, input: EntryForm, opts: { embedder?: Embedder | null } = {}): Promise<ActionResult> {
  const [bySlug] = await db.select({ id: entries.id, origin: entries.origin }).from(entries).where(eq(entries.slug, input.slug));
  let origin = 'admin';
  let isDoc = false;
  if (input.id !== undefined) {
    const [current] = await db.select({ slug: entries.slug, origin: entries.origin, kind: entries.kind }).from(entries).where(eq(entries.id, input.id));
    if (!current) return { ok: false, code: 'not_found:admin', message: 'no such entry' };
    if (current.slug !== input.slug) return { ok: false, code: 'bad_request:admin', message: 'some fields need attention', fields: { slug: ['the slug cannot change; create a new entry instead'] } };
    origin = current.origin;
    isDoc = current.kind === 'doc';
  } else if (bySlug) {
    return { ok: false, code: 'conflict:admin', message: 'some fields need attention', fields: { slug: ['another entry has this slug'] } };
  }
  // Documentation pages come from `import` into a collection; the author's kinds never become one or leave it.
  if ((input.kind === 'doc') !== isDoc) {
    return { ok: false, code: 'bad_request:admin', message: 'some fields need attention', fields: { kind: [isDoc ? 'a page of an imported collection stays a documentation page' : 'documentation pages are added with `import`'] } };
  }
  const r = await saveEntry(db, {
    slug: input.slug, kind: input.kind, startDate: input.startDate, startPrecision: input.startPrecision, endDate: input.endDate,
    endPrecision: input.endPrecision, isCurrent: input.isCurrent, published: input.published, sortOrder: input.sortOrder, origin,
    // The author's edit is hers from now on: seed and import never overwrite it.
    edited: true,
    translations: { [input.locale]: { title: input.title, summary: input.summary, body: input.body } },
    replaceTranslations: false,
  }, {
    embedder: opts.embedder,
    // Saving a translation confirms it against the source as it is now: it is no longer outdated (issue 33).
    recordSource: 'given',
    onProgress: input.jobId ? (p) => recordIndexProgress(db, input.jobId!, p).catch((err) => console.error('[admin] progress not recorded', err)) : undefined,
  });
  return {
    ok: true, message: savedMessage(r.reindexed ? r.chunks : null),
    // A new entry's editor is another page: the result travels in the URL (`created` = passages written), so the
    // status outlives the navigation instead of flashing on the page being left.
    redirectTo: input.id === undefined ? `/admin/entries/${r.entryId}?locale=${input.locale}&created=${r.chunks}` : undefined,
    ...(r.flags.length ? { warnings: r.flags.map((f) => `A passage reads like an instruction to an assistant (${f.rule}): "${f.excerpt}" — saved all the same; the assistant treats it as quoted text. Listed on the dashboard.`) } : {}),
  };
}
