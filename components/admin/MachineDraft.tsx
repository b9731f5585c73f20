import { Markdown } from '@/components/Markdown';
import { ButtonForm } from '@/components/admin/forms';
import type { ActionResult } from '@/lib/admin/schema';
import type { MachineDraft } from '@/lib/content/drafts';

type Action = (prev: ActionResult | null, form: FormData) => Promise<ActionResult>;
/** Language names for the admin (English UI). */
const languageName = (l: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(l) ?? l;

/**
 * "Draft with the model" for a translation that is missing or outdated (issue 33, kind 3): the
 * configured model writes a draft for review; with zero keys the action says a model is needed,
 * and a draft that changes a number or link of the source is refused with the sentence named.
 */
export function DraftButton({ action, entryId, locale, again }: { action: Action; entryId: number; locale: string; again: boolean }) {
  return (
    <div className="mb-3" data-testid="draft-with-model">
      <ButtonForm action={action} fields={{ id: String(entryId), locale }} label={again ? 'Draft again with the model' : 'Draft with the model'} />
    </div>
  );
}

/**
 * A machine draft waiting for review: its text as the page would show it, and "Publish the draft"
 * (it becomes the translation, re-indexed and current) or "Discard". A draft whose source changed
 * since it was written cannot be published: draft again.
 */
export function MachineDraftReview({ draft, publish, discard }: { draft: MachineDraft; publish: Action; discard: Action }) {
  const fields = { id: String(draft.entryId), locale: draft.locale };
  return (
    <section className="mb-4 rounded border border-sky-300 bg-sky-50 p-3 text-sm" data-testid="machine-draft" data-locale={draft.locale}>
      <h2 className="font-semibold">Machine draft of the {languageName(draft.locale)} translation, for review</h2>
      <p className="mt-1 text-stone-700">
        Written by {draft.model} from the {languageName(draft.sourceLocale)} source on {draft.createdAt.toISOString().slice(0, 10)}. Nobody sees it — not readers, not the
        assistant — until you publish it. Its numbers and links were checked against the source.
      </p>
      {draft.stale && <p className="mt-1 font-semibold text-amber-800" data-testid="draft-stale">The source changed after this draft was written: draft it again.</p>}
      <div className="mt-2 rounded border border-stone-200 bg-white p-2" lang={draft.locale} dir="auto">
        <h3 className="text-lg font-semibold" data-testid="draft-title">{draft.title}</h3>
        {draft.summary && <p className="text-stone-700" data-testid="draft-summary">{draft.summary}</p>}
        <div data-testid="draft-body"><Markdown>{draft.body}</Markdown></div>
      </div>
      <div className="mt-2 flex flex-wrap gap-3">
        {!draft.stale && <ButtonForm action={publish} fields={fields} label="Publish the draft" />}
        <ButtonForm action={discard} fields={fields} label="Discard the draft" />
      </div>
    </section>
  );
}
