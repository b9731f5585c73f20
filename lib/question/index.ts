/**
 * The question, read once (issues 21 and 30): a turn of the conversation is read into one value
 * ({@link readTurn}) that every layer reads — L1, the entries path, relations, retrieval and the
 * threshold, the answerers, the content-gap record — instead of reading the text again (after
 * Lucene's analyzer chain and spaCy's `Doc`: text analyzed once, every component reads the
 * annotations). `./read.ts` reads one text (language, words, content words, anchors, question
 * type); `./turn.ts` reads a message with the conversation before it; `./followup.ts` tells a
 * follow-up and an ordinal's item.
 */
export * from './read';
export { adverbOnly } from './function-words';
export { carryTurn, mayStandApart, pointBack, switchEntity, pointsAtAuthor, readTurn, type ResolvedTurn, type Turn, type TurnAuthor, type TurnContext, type TurnQuery } from './turn';
export { attitudeWord, readPredicate, type PredicateReading } from './stance';
export { anaphoraOf, followUpChain, ordinalPosition, posteriorSignals, previousList, type FollowUp, type HistoryTurn } from './followup';
