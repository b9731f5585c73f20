// wink-lexicon ships no types; one data file is used (lib/assistant/extractive.ts).
declare module 'wink-lexicon/src/wn-verb-exceptions.js' {
  /** WordNet 3.0's verb exception list: an inflected form → its base form ("built" → "build"). */
  const exceptions: Record<string, string>;
  export default exceptions;
}
