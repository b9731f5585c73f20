import { ProfileEditor, type ProfileLocale } from '@/components/admin/forms';
import { requireAuthorPage } from '@/lib/auth/next';
import { PROFILE_FILE, profileFormValues, readStoredProfile } from '@/lib/profile';
import { LOCALES, RTL_LOCALES } from '@/lib/text';
import { AdminNav } from '../nav';
import { saveProfileAction } from '../actions';

const LANGUAGE = new Intl.DisplayNames(['en'], { type: 'language' });
const locales: ProfileLocale[] = LOCALES.map((code) => ({ code, label: LANGUAGE.of(code) ?? code, dir: RTL_LOCALES.has(code) ? 'rtl' : 'ltr' }));

/** The author's profile: names, the forms and pronouns the assistant reads as her, headline, location, contact, links. */
export default async function ProfilePage() {
  const { db, session } = await requireAuthorPage();
  const stored = await readStoredProfile(db);
  const source = stored.origin === 'admin' ? `Saved here on ${stored.updatedAt!.toISOString().slice(0, 16).replace('T', ' ')} UTC.`
    : stored.origin === 'seed' ? `Written by \`seed\` from ${PROFILE_FILE}; saving here makes it yours (seed never overwrites it then).`
      : `Not saved yet: the site shows ${PROFILE_FILE}. Saving here makes it yours.`;
  return (
    <>
      <AdminNav email={session.email} />
      <h1 className="mb-2 text-2xl font-semibold">Profile</h1>
      <p className="mb-4 text-sm text-stone-600" data-testid="profile-source">{source} The site header, the page titles, the footer and the assistant read it on every request.</p>
      <ProfileEditor action={saveProfileAction} values={profileFormValues(stored.profile)} locales={locales} />
    </>
  );
}
