'use client';

import { useParams } from 'next/navigation';
import { useTransition } from 'react';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { LOCALES, type Locale } from '@/lib/text';

const NAMES: Record<Locale, string> = {
  en: 'English', fa: 'فارسی', de: 'Deutsch', fr: 'Français', es: 'Español', pt: 'Português', ru: 'Русский', ar: 'العربية', hi: 'हिन्दी', zh: '中文',
};

/** A select that keeps the current page and switches its locale prefix. */
export function LanguageSwitcher({ locale, label }: { locale: Locale; label: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useParams();
  const [pending, startTransition] = useTransition();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span>{label}</span>
      <select
        className="rounded border border-stone-300 bg-white px-2 py-1"
        value={locale}
        disabled={pending}
        onChange={(e) => {
          const next = e.target.value as Locale;
          startTransition(() => {
            // @ts-expect-error -- params of the current route are valid for the same route in another locale
            router.replace({ pathname, params }, { locale: next });
          });
        }}
      >
        {LOCALES.map((l) => <option key={l} value={l} lang={l}>{NAMES[l]}</option>)}
      </select>
    </label>
  );
}
