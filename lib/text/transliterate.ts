/**
 * Transliteration to Latin letters, for comparing words of different alphabets. Server code only:
 * kept out of lib/text's index, which client components import for its constants, because the
 * any-ascii tables are large.
 */
import anyAscii from 'any-ascii';

const ASCII = /^[\x00-\x7F]*$/;

/**
 * The Latin spelling of a word, letters a–z only: any-ascii 0.3's Unicode → ASCII transliteration
 * tables (Дарья → darya, نهروالد → nhrwld), lower-cased. What retrieval's loanwords and the gate's
 * name check compare words of different alphabets by.
 */
export function latinSpelling(word: string): string {
  // ASCII needs no transliteration (most words of most texts).
  return (ASCII.test(word) ? word : anyAscii(word)).toLowerCase().replace(/[^a-z]/g, '');
}
