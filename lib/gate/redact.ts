/**
 * Contact details out of a visitor's text (issue 25: a question kept for the author as a content
 * gap). The detectors are the gate's own (check 3 and check 5 read the same values): URLs and
 * e-mail addresses by linkify-it ({@link findAddresses}), phone numbers by libphonenumber-js
 * ({@link findPhones}) — so what the gate would call an address or a phone number in an answer is
 * what is removed from a kept question. No pattern of its own.
 */
import type { Locale } from '@/lib/text';
import { findAddresses, findPhones, mayHoldAddress, numberGrammars, phoneRegionsFor, unprotect, valueText } from './values';

/** What stands where a detail was removed (ASCII, so every language's reader sees the same mark). */
export const REDACTED = { address: '[address]', phone: '[phone]' } as const;

/**
 * A text with its e-mail addresses, URLs and phone numbers replaced by {@link REDACTED} marks.
 * The text is read as the gate reads values (NFKC, default-ignorables removed; the result is that
 * form). Phone numbers are read with the national dialling plans of every site language, not only
 * `locale`'s: a visitor writes the number of wherever they live. Pure; no I/O.
 * @param locale the text's language: its number grammar tells a quantity ("1 200 000") from a number
 * @returns the redacted text and how many details of each kind were removed
 */
export function redactContactDetails(text: string, locale: Locale): { text: string; removed: { addresses: number; phones: number } } {
  const plain = unprotect(valueText(text));
  const addresses = mayHoldAddress(plain) ? findAddresses(plain).spans : [];
  // Phone numbers are looked for outside addresses (the digits of a URL path are not a number).
  let prose = plain;
  for (const [a, b] of addresses) prose = prose.slice(0, a) + ' '.repeat(b - a) + prose.slice(b);
  const phones = findPhones(prose, phoneRegionsFor(undefined), numberGrammars(locale)).spans;
  const spans = [
    ...addresses.map(([a, b]) => ({ a, b, mark: REDACTED.address })),
    ...phones.map(([a, b]) => ({ a, b, mark: REDACTED.phone })),
  ].sort((x, y) => y.a - x.a); // from the end, so earlier offsets stay valid
  let out = plain;
  for (const s of spans) out = out.slice(0, s.a) + s.mark + out.slice(s.b);
  return { text: out, removed: { addresses: addresses.length, phones: phones.length } };
}
