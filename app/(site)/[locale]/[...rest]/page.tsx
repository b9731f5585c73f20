import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/lib/i18n/page';
import { isLocale } from '@/lib/text';

export async function generateMetadata({ params }: PageProps<'/[locale]/[...rest]'>): Promise<Metadata> {
  const { locale, rest } = await params;
  return isLocale(locale) ? notFoundMetadata(locale, `/${rest.join('/')}`) : {};
}

// Any unknown path under a locale renders that locale's not-found page inside the site layout.
export default function CatchAll(): never {
  notFound();
}
