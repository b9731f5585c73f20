// @nlpjs/lang-hi ships no types; only the stemmer is used (lib/assistant/extractive.ts).
declare module '@nlpjs/lang-hi' {
  export class StemmerHi {
    /** Stems one (normalized) Hindi word: suffix stripping after Ramanathan & Rao (2003). */
    stemWord(word: string): string;
  }
}
