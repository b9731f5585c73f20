import Link from 'next/link';
import { ButtonForm, DraftAllForm } from '@/components/admin/forms';
import { listDrafts } from '@/lib/content/drafts';
import { requireAuthorPage } from '@/lib/auth/next';
import { listEntriesForAdmin, listOutdatedTranslations } from '@/lib/db';
import { draftAllAction, setPublishedAction } from './actions';
import { AdminNav } from './nav';

const KIND_LABEL = { cv: 'CV', case_study: 'Case study', article: 'Article', service: 'Service', doc: 'Documentation page' } as const;

/**
 * Admin home: every entry, published or not, with its translations (outdated ones and machine
 * drafts waiting for review marked), a publish switch, and "Draft every missing or outdated
 * translation" with the configured model (issue 33, kind 3). Below
 * 40rem each row is a card (`.entries-table` in app/globals.css), so Publish/Unpublish is on a
 * phone's screen instead of at the end of a sideways scroll.
 */
export default async function AdminHome() {
  const { db, session } = await requireAuthorPage();
  const rows = await listEntriesForAdmin(db);
  // Translations whose source changed after they were saved (issue 33), per entry.
  const outdated = new Map<number, Set<string>>();
  for (const o of await listOutdatedTranslations(db)) outdated.set(o.entryId, (outdated.get(o.entryId) ?? new Set()).add(o.locale));
  // Machine drafts waiting for review (issue 33, kind 3), per entry.
  const drafts = new Map<number, string[]>();
  for (const d of await listDrafts(db)) drafts.set(d.entryId, [...(drafts.get(d.entryId) ?? []), d.locale]);
  return (
    <>
      <AdminNav email={session.email} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Entries</h1>
        <DraftAllForm action={draftAllAction} />
      </div>
      <div className="overflow-x-auto"><table className="entries-table w-full border-collapse bg-white text-sm">
        <thead><tr className="border-b text-start"><th className="p-2 text-start">Title</th><th className="p-2 text-start">Kind</th><th className="p-2 text-start">Order</th><th className="p-2 text-start">Translations</th><th className="p-2 text-start">State</th></tr></thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b" data-entry-row={r.slug}>
              <td className="p-2"><Link href={`/admin/entries/${r.id}`} className="text-brand hover:underline">{r.title}</Link><div className="text-xs text-stone-500">{r.slug}{r.isCurrent ? ' · current' : ''}</div></td>
              <td className="p-2" data-label="Kind">{KIND_LABEL[r.kind]}</td>
              <td className="p-2" data-label="Order">{r.sortOrder}</td>
              <td className="p-2" data-label="Translations">{r.locales.map((l, i) => (
                <span key={l}>{i > 0 ? ' ' : ''}{outdated.get(r.id)?.has(l)
                  ? <Link href={`/admin/entries/${r.id}?locale=${l}`} className="text-amber-800 underline" data-outdated-locale={l} title="outdated: its source changed since it was saved">{l} (outdated)</Link>
                  : l}</span>
              ))}{(drafts.get(r.id) ?? []).map((l) => (
                <span key={`draft-${l}`}> <Link href={`/admin/entries/${r.id}?locale=${l}`} className="text-sky-800 underline" data-draft-locale={l} title="a machine draft waiting for review">{l} (draft)</Link></span>
              ))}</td>
              <td className="p-2" data-label="State">
                <ButtonForm action={setPublishedAction} fields={{ id: String(r.id), published: r.published ? '' : 'true' }} label={r.published ? 'Unpublish' : 'Publish'} />
                <span className="ms-2 text-xs text-stone-500">{r.published ? 'published' : 'draft'}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table></div>
    </>
  );
}
