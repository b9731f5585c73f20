import Link from 'next/link';
import { signOutAction } from './actions';

/** Admin navigation with the sign-out button. */
export function AdminNav({ email }: { email: string }) {
  return (
    <nav className="mb-6 flex items-center gap-4 border-b pb-3 text-sm">
      <Link href="/admin" className="font-semibold">Entries</Link>
      <Link href="/admin/entries/new">New entry</Link>
      <Link href="/admin/dashboard">Dashboard</Link>
      <Link href="/en">Site</Link>
      <span className="ms-auto text-stone-500">{email}</span>
      <form action={signOutAction}><button type="submit" className="rounded border px-2 py-0.5">Sign out</button></form>
    </nav>
  );
}
