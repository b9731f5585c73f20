import { redirect } from 'next/navigation';
import { headers } from 'next/headers';
import { SignInForm } from '@/components/admin/forms';
import { getAuthorSession } from '@/lib/auth';
import { database } from '@/lib/db';
import { signInAction } from '../actions';

/** Sign-in page (public). A signed-in author goes straight to the admin home. */
export default async function LoginPage() {
  if (await getAuthorSession(await database(), await headers())) redirect('/admin');
  return (
    <main className="mx-auto mt-16 max-w-sm rounded-lg border bg-white p-6">
      <h1 className="mb-4 text-xl font-semibold">Author sign-in</h1>
      <SignInForm action={signInAction} />
    </main>
  );
}
