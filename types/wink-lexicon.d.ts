// wink-lexicon ships no types; one data file is used (lib/assistant/extractive.ts).
declare module 'wink-lexicon/src/wn-verb-exceptions.js' {
  /** WordNet 3.0's verb exception list: an inflected form → its base form ("built" → "build"). */
  const exceptions: Record<string, string>;
  export default exceptions;
}
declare module 'wink-lexicon/src/lexicon.js' {
  /** wink-lexicon's English lexicon: a word → its Penn Treebank part-of-speech tags, most frequent first ("exactly" → ["RB"]). */
  const lexicon: Record<string, string[]>;
  export default lexicon;
}
