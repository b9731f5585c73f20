import { EntryEditor } from '@/components/admin/forms';
import { requireAuthorPage } from '@/lib/auth/next';
import { AdminNav } from '../../nav';
import { saveEntryAction } from '../../actions';

/**
 * A new entry, written in English first (more translations on its edit page). `?question=` (the
 * Questions page's "write an entry about this") prefills the title with a visitor's question.
 */
export default async function NewEntryPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { session } = await requireAuthorPage();
  const q = (await searchParams).question;
  // A kept question is at most 300 characters (lib/feedback); a longer value did not come from there.
  const question = typeof q === 'string' ? q.trim().slice(0, 300) : '';
  return (
    <>
      <AdminNav email={session.email} />
      <h1 className="mb-4 text-2xl font-semibold">New entry</h1>
      {question && <p className="mb-4 text-sm" data-testid="asked-question">A visitor asked: <q dir="auto">{question}</q></p>}
      <EntryEditor action={saveEntryAction} dir="ltr" values={{
        slug: '', kind: 'article', startDate: '', startPrecision: '', endDate: '', endPrecision: '', isCurrent: false,
        published: false, sortOrder: 0, locale: 'en', title: question, summary: '', body: '',
      }} />
    </>
  );
}
