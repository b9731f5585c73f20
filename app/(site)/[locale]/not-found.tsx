'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

// A client component: it renders from the messages the layout's provider already holds, so the
// not-found page needs no request locale of its own (the server render then stays inside the site).
export default function NotFound() {
  const t = useTranslations('notFound');
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p>{t('body')}</p>
      <Link href="/" className="text-brand underline">{t('home')}</Link>
    </section>
  );
}
