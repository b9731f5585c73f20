/**
 * Stemmers per site language, shared by retrieval (index stems, lib/retrieval) and the extractive
 * answerer (lib/assistant/extractive.ts).
 */
import { StemmerHi } from '@nlpjs/lang-hi';
import { newStemmer, type Stemmer } from 'snowball-stemmers';
import verbExceptions from 'wink-lexicon/src/wn-verb-exceptions.js';
import type { Locale } from './index';

/**
 * Stemmers: Snowball (Porter's algorithms, `snowball-stemmers`) where Snowball has the language,
 * for English after WordNet's irregular verb forms (wink-lexicon);
 * Hindi: the light suffix stripper of @nlpjs/lang-hi (Ramanathan & Rao 2003). Persian has no
 * maintained stemmer on npm (nlp.js's is empty) and Chinese is not inflected: words stay as they are.
 */
const SNOWBALL: Partial<Record<Locale, string>> = { en: 'english', de: 'german', fr: 'french', es: 'spanish', pt: 'portuguese', ru: 'russian', ar: 'arabic' };
const stemmers = new Map<Locale, (w: string) => string>();
/** The stemmer of a language (identity for Persian and Chinese); cached. */
export function stemmerFor(locale: Locale): (w: string) => string {
  let s = stemmers.get(locale);
  if (!s) {
    const cache = new Map<string, string>();
    let inner: (w: string) => string = (w) => w;
    if (locale === 'en') {
      // Irregular verbs first ("built" → "build", "wrote" → "write": WordNet's verb exception
      // list, shipped by wink-lexicon), then Snowball: a stemmer alone leaves "built" and "build" apart.
      const sb: Stemmer = newStemmer('english');
      inner = (w) => sb.stem(Object.hasOwn(verbExceptions, w) ? verbExceptions[w]! : w);
    } else if (SNOWBALL[locale]) { const sb: Stemmer = newStemmer(SNOWBALL[locale]!); inner = (w) => sb.stem(w); }
    else if (locale === 'hi') { const hi = new StemmerHi(); inner = (w) => hi.stemWord(w); }
    s = (w) => {
      let r = cache.get(w);
      if (r === undefined) { r = /^[\p{L}\p{M}]+$/u.test(w) ? inner(w) || w : w; cache.set(w, r); }
      return r;
    };
    stemmers.set(locale, s);
  }
  return s;
}
