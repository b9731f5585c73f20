import { getTranslations } from 'next-intl/server';
import { formatDateRange } from '@/lib/content';
import type { LocalizedEntry } from '@/lib/db';
import type { SiteMarkdownOptions } from '@/lib/markdown';
import { isLocale, RTL_LOCALES, type Locale } from '@/lib/text';
import { ENTRY_ID_SEPARATOR, isListKind } from '@/lib/assistant/citations';
import { entryHref } from '@/lib/assistant/events';
import { Markdown } from './Markdown';

/**
 * One entry: title, dates at their precision, summary, optional body, and a note naming the
 * language shown when the reader's has no translation — or, when the reader's translation is
 * outdated (its source changed after it was written, issue 33), a note that says so and links the
 * current source, as MDN and Wikipedia mark translated pages older than their source; a
 * translation the model drafted and the profile published unreviewed says "machine-translated".
 * @param markdown options for the body (link resolver, title heading to drop, include note)
 * @param titleAs `h1` when the entry is the page (its title is the page's heading)
 */
export async function EntryCard({ entry, locale, showBody = false, titleHref, markdown, titleAs: TitleTag = 'h2' }: { entry: LocalizedEntry; locale: Locale; showBody?: boolean; titleHref?: string; markdown?: SiteMarkdownOptions; titleAs?: 'h1' | 'h2' }) {
  const t = await getTranslations({ locale, namespace: 'entries' });
  const languageName = (l: string) => new Intl.DisplayNames([locale], { type: 'language' }).of(l) ?? l;
  const range = formatDateRange(entry, locale, t('present'));
  const dirOf = (l: string) => (isLocale(l) && RTL_LOCALES.has(l) ? 'rtl' : 'ltr');
  const textDir = dirOf(entry.textLocale);
  // Several entries to a page: heading and footnote ids carry the entry's slug (lib/assistant/citations
  // `headingId`, what passage links point at). An entry that is the page gives its element no id:
  // its headings' ids (github-slugger, from any text) could equal the slug.
  const markdownOptions: SiteMarkdownOptions = { ...markdown, ...(isListKind(entry.kind) ? { idPrefix: `${entry.slug}${ENTRY_ID_SEPARATOR}` } : {}) };
  const bodyFallback = showBody && entry.body && !entry.isFallback && entry.bodyLocale !== entry.textLocale;
  return (
    <article id={TitleTag === 'h1' ? undefined : entry.slug} className="rounded-lg border border-stone-200 bg-white p-5" data-entry={entry.slug}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <TitleTag className={`text-start font-semibold ${TitleTag === 'h1' ? 'text-2xl' : 'text-lg'}`} lang={entry.textLocale} dir={textDir}>
          {titleHref ? <a href={titleHref} className="hover:text-brand">{entry.title}</a> : entry.title}
        </TitleTag>
        <div className="flex items-center gap-2 text-sm text-stone-600">
          {entry.isCurrent && <span className="rounded bg-emerald-100 px-2 py-0.5 text-emerald-800">{t('current')}</span>}
          {range && <span>{range}</span>}
        </div>
      </div>
      {entry.outdatedFrom && (
        <p className="mt-2 rounded bg-amber-100 px-2 py-1 text-xs text-amber-900" data-outdated={entry.outdatedFrom} role="note">
          {t.rich('outdated', {
            language: languageName(entry.outdatedFrom),
            source: (chunks) => <a href={`/${entry.outdatedFrom}${entryHref(entry.kind, entry.slug, entry.collection)}`} hrefLang={entry.outdatedFrom!} className="underline">{chunks}</a>,
          })}
        </p>
      )}
      {entry.machineTranslated && !entry.outdatedFrom && (
        // A model's draft the author chose to publish unreviewed (issue 33, kind 3): readers are told.
        <p className="mt-2 inline-block rounded bg-sky-100 px-2 py-0.5 text-xs text-sky-900" data-machine-translated="true" role="note">{t('machineTranslated')}</p>
      )}
      {entry.isFallback && (
        <p className="mt-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900" data-fallback="true">{t('fallback', { language: languageName(entry.textLocale) })}</p>
      )}
      <div lang={entry.textLocale} dir={textDir} className="text-start">
        {entry.summary && <p className="mt-2 text-stone-700">{entry.summary}</p>}
      </div>
      {bodyFallback && (
        <p className="mt-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900" data-fallback="body">{t('fallback', { language: languageName(entry.bodyLocale) })}</p>
      )}
      {showBody && entry.body && (
        <div lang={entry.bodyLocale} dir={dirOf(entry.bodyLocale)}>
          <Markdown options={markdownOptions}>{entry.body}</Markdown>
        </div>
      )}
    </article>
  );
}
