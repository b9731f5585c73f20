/**
 * Entry dates at the precision the site records (year, month or day), formatted for the reader's
 * locale. Gregorian calendar in every locale: a year-precision Gregorian date has no exact
 * Solar Hijri year, so converting it would invent precision. Digits follow the locale.
 */
import type { Locale } from '@/lib/text';

export type DatePrecision = 'year' | 'month' | 'day';

const OPTIONS: Record<DatePrecision, Intl.DateTimeFormatOptions> = {
  year: { year: 'numeric' },
  month: { year: 'numeric', month: 'long' },
  day: { year: 'numeric', month: 'long', day: 'numeric' },
};

/**
 * @param isoDate 'YYYY-MM-DD'
 * @returns e.g. "March 2021" (en, month), "۲۰۲۱" (fa, year)
 */
export function formatEntryDate(isoDate: string, precision: DatePrecision, locale: Locale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return new Intl.DateTimeFormat(locale, { ...OPTIONS[precision], calendar: 'gregory', timeZone: 'UTC' }).format(date);
}

/**
 * A date range as shown on the site: "2019 – 2021", "March 2021 – present".
 * @param presentLabel localized word for an open, current range
 */
export function formatDateRange(e: { startDate: string | null; startPrecision: DatePrecision | null; endDate: string | null; endPrecision: DatePrecision | null; isCurrent: boolean }, locale: Locale, presentLabel: string): string | null {
  if (!e.startDate) return null;
  const start = formatEntryDate(e.startDate, e.startPrecision ?? 'day', locale);
  if (e.endDate) {
    const end = formatEntryDate(e.endDate, e.endPrecision ?? 'day', locale);
    return end === start ? start : `${start} – ${end}`;
  }
  return e.isCurrent ? `${start} – ${presentLabel}` : start;
}
