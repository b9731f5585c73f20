import type { DiffPart, SourceChanges } from '@/lib/content/translations';

/** Language names for the admin (English UI). */
const languageName = (l: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(l) ?? l;

function Parts({ parts, block }: { parts: DiffPart[]; block?: boolean }) {
  const Tag = block ? 'pre' : 'span';
  return (
    <Tag className={block ? 'whitespace-pre-wrap break-words rounded border border-stone-200 bg-stone-50 p-2 text-xs' : ''} dir="auto">
      {parts.map((p, i) => p.added ? <ins key={i} className="bg-emerald-100 text-emerald-900 no-underline" data-diff="added">{p.value}</ins>
        : p.removed ? <del key={i} className="bg-rose-100 text-rose-900" data-diff="removed">{p.value}</del>
          : <span key={i}>{p.value}</span>)}
    </Tag>
  );
}

/**
 * The notice above an outdated translation in the editor (issue 33): its source changed after it
 * was written; the source's changes since then, field by field (removed text struck through,
 * added text highlighted); saving the translation marks it current.
 * @param changes null when the version it was written from is not kept (the source was deleted)
 */
export function OutdatedTranslation({ locale, sourceLocale, sourceHref, changes }: { locale: string; sourceLocale: string; sourceHref: string; changes: SourceChanges | null }) {
  const fields = changes ? (['title', 'summary', 'body'] as const).filter((f) => changes.changed[f]) : [];
  return (
    <section className="mb-4 rounded border border-amber-300 bg-amber-50 p-3 text-sm" data-testid="translation-outdated" data-locale={locale}>
      <h2 className="font-semibold">Outdated: the {languageName(sourceLocale)} source changed after this {languageName(locale)} translation was saved</h2>
      <p className="mt-1 text-stone-700">
        Until it is saved again, the site shows readers a notice linking the <a className="underline" href={sourceHref}>current {languageName(sourceLocale)} source</a>,
        and the assistant answers from the source instead. Saving this translation — changed or not — marks it current.
      </p>
      {changes === null ? <p className="mt-2 text-stone-700">The source translation was deleted; its earlier text is not kept.</p> : (
        <div className="mt-2 flex flex-col gap-2" data-testid="source-diff">
          <p className="text-stone-700">The source&apos;s changes since then:</p>
          {fields.map((f) => (
            <div key={f} data-diff-field={f}>
              <div className="text-xs font-semibold uppercase text-stone-500">{f}</div>
              <Parts parts={changes[f]} block={f === 'body'} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
