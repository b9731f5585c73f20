/**
 * Transliteration to Latin letters, for comparing words of different alphabets. Server code only:
 * kept out of lib/text's index, which client components import for its constants, because the
 * any-ascii tables are large.
 */
import anyAscii from 'any-ascii';

const ASCII = /^[\x00-\x7F]*$/;
const DEVANAGARI = /[\u0900-\u097F]/u;

/**
 * The Latin spelling of a word, letters a–z only: any-ascii 0.3's Unicode → ASCII transliteration
 * tables (Дарья → darya, نهروالد → nhrwld), lower-cased; a Devanagari word first read by
 * {@link devanagariReading}. What retrieval's loanwords and the gate's name check compare words of
 * different alphabets by.
 */
export function latinSpelling(word: string): string {
  // ASCII needs no transliteration (most words of most texts).
  if (ASCII.test(word)) return word.toLowerCase().replace(/[^a-z]/g, '');
  return anyAscii(DEVANAGARI.test(word) ? devanagariReading(word) : word).toLowerCase().replace(/[^a-z]/g, '');
}

// Devanagari classes (Unicode 15, block U+0900–U+097F).
const CONSONANT = /[\u0915-\u0939\u0958-\u095F\u0978-\u097F]/u;
/** Dependent vowel signs and virama: a consonant followed by one of these has no inherent vowel. */
const VOWEL_SIGN_OR_VIRAMA = /[\u093A\u093B\u093E-\u094D\u094E\u094F\u0955-\u0957\u0962\u0963]/u;
const NUKTA = '\u093C';
const NASAL_SIGN = /[\u0901\u0902]/u;
/** Labials (प फ ब भ म, and फ़ f): the homorganic nasal before them is m. */
const LABIAL = /[\u092A-\u092E\u095E]/u;
/**
 * Consonants the Hunterian system (the Government of India's romanisation of Hindi names, the way
 * English writes Hindi words and Hindi writes English loans) spells otherwise than any-ascii:
 * च ch (any-ascii c), छ chh, श and ष sh (any-ascii s), and the nukta letters of Persian and English
 * sounds ज़ z, फ़ f (any-ascii j', ph').
 */
const HUNTERIAN: Record<string, string> = { 'च': 'ch', 'छ': 'chh', 'श': 'sh', 'ष': 'sh', [`ज${NUKTA}`]: 'z', [`फ${NUKTA}`]: 'f', '\u095B': 'z', '\u095E': 'f' };

/**
 * A Devanagari word with the sounds its letters leave implicit written out, so that any-ascii
 * (which maps each character alone) spells it as Hindi pronounces it and English writes its loans:
 * - the inherent vowel: a consonant with no vowel sign or virama after it carries "a" (ISO 15919
 *   § 6: क = ka), except where Hindi drops it (schwa deletion, Ohala 1983, "Aspects of Hindi
 *   Phonology"): at the word's end, and in the context V C _ C V read from the word's end
 *   (शाहरुख़ → shahrukh) — सर्च → sarch, not src; दरिया → dariya;
 * - anusvara and candrabindu: the nasal homorganic with the consonant that follows (ISO 15919
 *   allows it; the Hunterian system writes it so), m before a labial, n elsewhere and at the end —
 *   लेटेंसी → letensi (latency), कंप्यूट → kampyut (compute); any-ascii writes m everywhere;
 * - the consonants of {@link HUNTERIAN} in Hunterian spelling.
 * Other letters stay Devanagari, for any-ascii.
 */
export function devanagariReading(word: string): string {
  const cs = [...word];
  // Units: a consonant (with its nukta) and what follows it, or any other character.
  // A nasal sign is the coda of its unit's vowel: it does not stand between V and C.
  const units: { text: string; consonant: boolean; schwa: boolean; vowel: boolean; coda: string }[] = [];
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    if (NASAL_SIGN.test(c)) {
      const next = cs[i + 1];
      const nasal = next && LABIAL.test(next) ? 'm' : 'n';
      const prev = units[units.length - 1];
      if (prev) prev.coda += nasal;
      else units.push({ text: nasal, consonant: false, schwa: false, vowel: false, coda: '' });
      continue;
    }
    if (!CONSONANT.test(c)) {
      // A vowel sign belongs to the consonant before it; an independent vowel (U+0904–U+0914) is a vowel.
      const prev = units[units.length - 1];
      if (VOWEL_SIGN_OR_VIRAMA.test(c) && prev?.consonant) { prev.text += c; prev.vowel = c !== '\u094D'; continue; }
      units.push({ text: c, consonant: false, schwa: false, vowel: /[\u0904-\u0914]/u.test(c), coda: '' });
      continue;
    }
    const unit = cs[i + 1] === NUKTA ? c + NUKTA : c;
    if (unit.length > 1) i++;
    const next = cs[i + 1];
    // Before a nasal sign the inherent vowel is there (कं = kan), even at the end.
    const schwa = next !== undefined && !VOWEL_SIGN_OR_VIRAMA.test(next);
    units.push({ text: HUNTERIAN[unit] ?? unit, consonant: true, schwa, vowel: schwa, coda: '' });
  }
  // Medial schwa deletion, right to left: a schwa between V C and C V is not pronounced.
  for (let k = units.length - 2; k >= 1; k--) {
    const u = units[k]!;
    if (!u.schwa) continue;
    const before = units[k - 1]!;
    const after = units[k + 1]!;
    if (before.vowel && !u.coda && after.consonant && after.vowel) { u.schwa = false; u.vowel = false; }
  }
  return units.map((u) => `${u.text}${u.schwa ? 'a' : ''}${u.coda}`).join('');
}
