/**
 * The admin's machine-draft actions (issue 33, kind 3) as typed results: each calls one function of
 * lib/content/drafts and says in words what happened — a draft stored or published, a draft
 * rejected with the sentence that changed a value, "a model is needed" with zero keys. Server-only.
 */
import type { Db } from '@/lib/db';
import { discardDraft, draftAll, DraftModelError, DraftSourceError, draftTranslation, DraftValueError, ModelNeededError, publishDraft } from '@/lib/content/drafts';
import type { Locale } from '@/lib/text';
import { recordIndexProgress } from './progress';
import type { ActionResult } from './schema';

/** A typed error of lib/content/drafts as the admin's result; anything else is rethrown (authorAction logs it). */
function failure(err: unknown): ActionResult {
  if (err instanceof ModelNeededError || err instanceof DraftValueError) return { ok: false, code: 'bad_request:admin', message: err.message };
  if (err instanceof DraftSourceError) return { ok: false, code: 'conflict:admin', message: err.message };
  if (err instanceof DraftModelError) return { ok: false, code: 'internal:admin', message: `no draft: ${err.message}` };
  throw err;
}

/** Drafts one translation with the configured model. */
export async function draftTranslationForm(db: Db, input: { id: number; locale: Locale }): Promise<ActionResult> {
  try {
    const r = await draftTranslation(db, { entryId: input.id, locale: input.locale });
    return { ok: true, message: r.status === 'draft' ? `a machine draft of the ${input.locale} translation is ready for review below` : `the ${input.locale} translation was published, marked machine-translated` };
  } catch (err) {
    return failure(err);
  }
}

/** Publishes a reviewed machine draft. */
export async function publishDraftForm(db: Db, input: { id: number; locale: Locale }): Promise<ActionResult> {
  try {
    const r = await publishDraft(db, { entryId: input.id, locale: input.locale });
    return { ok: true, message: `the ${input.locale} draft was published (re-indexed: ${r.chunks} passage${r.chunks === 1 ? '' : 's'})` };
  } catch (err) {
    return failure(err);
  }
}

/** Discards a machine draft. */
export async function discardDraftForm(db: Db, input: { id: number; locale: Locale }): Promise<ActionResult> {
  return (await discardDraft(db, { entryId: input.id, locale: input.locale }))
    ? { ok: true, message: `the ${input.locale} draft was discarded` }
    : { ok: false, code: 'not_found:admin', message: 'no draft to discard' };
}

/**
 * Drafts every missing or outdated translation; with `jobId`, the run's progress (translations
 * done of all) is recorded for the form to poll (lib/admin/progress; a failed write is logged).
 */
export async function draftAllForm(db: Db, input: { jobId?: string }): Promise<ActionResult> {
  try {
    const p = await draftAll(db, {
      onProgress: input.jobId ? (x) => recordIndexProgress(db, input.jobId!, x).catch((err) => console.error('[admin] progress not recorded', err)) : undefined,
    });
    const message = p.total === 0 ? 'every translation is present and current' : `${p.drafted} of ${p.total} translations drafted for review`;
    return { ok: true, message, ...(p.rejected.length ? { warnings: p.rejected.map((r) => `${r.target.slug} (${r.target.locale}): ${r.message}`) } : {}) };
  } catch (err) {
    return failure(err);
  }
}
