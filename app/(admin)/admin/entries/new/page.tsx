import { EntryEditor } from '@/components/admin/forms';
import { requireAuthorPage } from '@/lib/auth/next';
import { AdminNav } from '../../nav';
import { saveEntryAction } from '../../actions';

/** A new entry, written in English first (more translations on its edit page). */
export default async function NewEntryPage() {
  const { session } = await requireAuthorPage();
  return (
    <>
      <AdminNav email={session.email} />
      <h1 className="mb-4 text-2xl font-semibold">New entry</h1>
      <EntryEditor action={saveEntryAction} dir="ltr" values={{
        slug: '', kind: 'article', startDate: '', startPrecision: '', endDate: '', endPrecision: '', isCurrent: false,
        published: false, sortOrder: 0, locale: 'en', title: '', summary: '', body: '',
      }} />
    </>
  );
}
