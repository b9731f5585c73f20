import type { Metadata } from 'next';
import { fontVariables } from '@/app/fonts';
// The admin shows text in all ten languages (the profile, translations): the same fonts as the site.
import '@fontsource-variable/noto-sans-sc/wght.css';
import '../../globals.css';

export const metadata: Metadata = { title: 'Admin', robots: { index: false, follow: false } };

// Admin pages read the session and the database per request.
export const dynamic = 'force-dynamic';

/** Root layout of the admin pages. No session check here: each page checks its own (layouts do not re-run on every navigation). */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" dir="ltr" className={fontVariables}>
      <body className="min-h-screen bg-stone-50">
        <div className="mx-auto max-w-6xl px-4 py-6">{children}</div>
      </body>
    </html>
  );
}
