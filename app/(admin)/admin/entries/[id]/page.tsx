import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ButtonForm, EntryEditor } from '@/components/admin/forms';
import { createdField, entryIdField, localeField } from '@/lib/admin/schema';
import { savedMessage } from '@/lib/admin/save';
import { requireAuthorPage } from '@/lib/auth/next';
import { PassageFlags } from '@/components/admin/PassageFlags';
import { OutdatedTranslation } from '@/components/admin/SourceDiff';
import { DraftButton, MachineDraftReview } from '@/components/admin/MachineDraft';
import { listDrafts } from '@/lib/content/drafts';
import { entryHref } from '@/lib/assistant/events';
import { sourceChanges, sourceLocaleOf } from '@/lib/content/translations';
import { getEntryForEdit, getOutdatedTranslationSources, listPassageFlags } from '@/lib/db';
import { LOCALES, RTL_LOCALES } from '@/lib/text';
import { AdminNav } from '../../nav';
import { deleteEntryAction, deleteTranslationAction, discardDraftAction, draftTranslationAction, publishDraftAction, saveEntryAction } from '../../actions';

/**
 * Edits one entry and one of its translations (`?locale=fa`); tabs for all ten locales, outdated
 * translations marked (issue 33), and for an outdated one the source's changes since it was saved.
 * For a missing or outdated translation, "Draft with the model" and the machine draft to review.
 */
export default async function EditEntryPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ locale?: string; created?: string }> }) {
  const { db, session } = await requireAuthorPage();
  const id = entryIdField.safeParse((await params).id);
  if (!id.success) notFound();
  const found = await getEntryForEdit(db, { id: id.data });
  if (!found) notFound();
  const query = await searchParams;
  const locale = localeField.catch('en').parse(query.locale);
  // Set by the new-entry editor's redirect (lib/admin/save): the passages the creating save wrote.
  const created = createdField.safeParse(query.created);
  const { entry, translations } = found;
  const flags = await listPassageFlags(db, { entryId: entry.id });
  const t = translations.find((x) => x.locale === locale);
  const outdated = await getOutdatedTranslationSources(db, { entryId: entry.id });
  const mine = outdated.find((o) => o.locale === locale);
  const draft = (await listDrafts(db, { entryId: entry.id })).find((d) => d.locale === locale);
  // A translation the model may draft: not the source, and missing, outdated, without a body of its
  // own while the source has one, or drafted already (draft again).
  const sourceLocale = sourceLocaleOf(translations.map((x) => x.locale));
  const source = translations.find((x) => x.locale === sourceLocale);
  const draftable = source !== undefined && locale !== sourceLocale && (!t || mine !== undefined || draft !== undefined || (t.body === '' && source.body !== ''));
  return (
    <>
      <AdminNav email={session.email} />
      <div className="mb-4 flex items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">{entry.slug}</h1>
        <ButtonForm action={deleteEntryAction} fields={{ id: String(entry.id) }} label="Delete entry" confirmWord="delete" />
      </div>
      <nav aria-label="Translations" className="mb-4 flex flex-wrap gap-2 text-sm">
        {LOCALES.map((l) => (
          <Link key={l} href={`/admin/entries/${entry.id}?locale=${l}`} aria-current={l === locale ? 'page' : undefined}
            data-outdated={outdated.some((o) => o.locale === l) ? 'true' : undefined}
            className={`rounded border px-2 py-0.5 ${l === locale ? 'bg-stone-900 text-white' : ''} ${translations.some((x) => x.locale === l) ? '' : 'border-dashed text-stone-400'} ${outdated.some((o) => o.locale === l) ? 'border-amber-500' : ''}`}>
            {l}{outdated.some((o) => o.locale === l) ? <span className="ms-1 text-amber-700" title="outdated: its source changed">⚠<span className="sr-only"> outdated</span></span> : null}
          </Link>
        ))}
      </nav>
      {created.success && <p role="status" data-status="ok" className="mb-3 text-sm text-emerald-700">{savedMessage(created.data)}</p>}
      {t && <div className="mb-3"><ButtonForm action={deleteTranslationAction} fields={{ id: String(entry.id), locale }} label={`Delete the ${locale} translation`} /></div>}
      {mine && (
        <OutdatedTranslation locale={locale} sourceLocale={mine.sourceLocale} sourceHref={`/${mine.sourceLocale}${entryHref(entry.kind, entry.slug, entry.collection)}`}
          changes={mine.then && mine.now ? sourceChanges(mine.then, mine.now) : null} />
      )}
      {draftable && <DraftButton key={`draft-${locale}`} action={draftTranslationAction} entryId={entry.id} locale={locale} again={draft !== undefined} />}
      {draft && <MachineDraftReview draft={draft} publish={publishDraftAction} discard={discardDraftAction} />}
      <EntryEditor key={locale} action={saveEntryAction} dir={RTL_LOCALES.has(locale) ? 'rtl' : 'ltr'} values={{
        id: entry.id, slug: entry.slug, kind: entry.kind, startDate: entry.startDate ?? '', startPrecision: entry.startPrecision ?? '',
        endDate: entry.endDate ?? '', endPrecision: entry.endPrecision ?? '', isCurrent: entry.isCurrent, published: entry.published,
        sortOrder: entry.sortOrder, locale, title: t?.title ?? '', summary: t?.summary ?? '', body: t?.body ?? '',
      }} />
      {flags.length > 0 && (
        <section className="mt-6">
          <h2 className="mb-2 text-lg font-semibold">Passages that read like instructions to an assistant</h2>
          <PassageFlags flags={flags} showEntry={false} />
        </section>
      )}
    </>
  );
}
