import Link from 'next/link';
import { signOutAction } from './actions';

/** Admin navigation with the sign-out button; wraps onto a second line on a narrow screen. */
export function AdminNav({ email }: { email: string }) {
  return (
    <nav aria-label="Admin" className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 border-b pb-3 text-sm">
      <Link href="/admin" className="font-semibold">Entries</Link>
      <Link href="/admin/entries/new">New entry</Link>
      <Link href="/admin/profile">Profile</Link>
      <Link href="/admin/dashboard">Dashboard</Link>
      <Link href="/admin/questions">Questions</Link>
      <Link href="/en">Site</Link>
      <span className="ms-auto flex min-w-0 items-center gap-3">
        <span className="truncate text-stone-500">{email}</span>
        <form action={signOutAction}><button type="submit" className="rounded border px-2 py-0.5">Sign out</button></form>
      </span>
    </nav>
  );
}
