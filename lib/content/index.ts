/**
 * Content: the author's entries from the content/ folder, collections of imported documentation
 * (one importer for both), saving entries with their chunks, chunking and date formatting.
 * Server-only except `dates` (pure).
 */
export { contentFolder, seedDatabase, seedIfEmpty, type SeedReport } from './seed';
export { EMBED_BATCH, type EmbedProgress, saveEntry, deleteEntriesBySlug, deleteEntryById, deleteTranslation, setEntryPublished, embedMissingChunks, indexingEmbedder, INDEX_VERSION, type EntryInput, type PassageFlag, type SaveResult } from './store';
export { AUTHOR_KINDS, boundedSlug, COLLECTION_NAME_MAX_CHARS, databaseErrorSite, ImportWriteError, SLUG_MAX_CHARS, collectionNameOf, collectionNameSchema, collectionTitleSchema, COLLECTION_TITLE_MAX_CHARS, ContentValidationError, frontMatterSchema, importFolder, ImportError, languageSuffix, localeOfFile, METADATA_FILES, readContentFolder, siteLocaleOf, slugFromPath, titleOf, type ContentDocument, type ContentFolder, type ContentIssue, type DirectionalFinding, type ImportReport } from './import';
export { boundedPieces, chunkDocument, CHUNK_MAX_CHARS, CHUNK_TARGET_CHARS, CODE_MAX_CHARS, CODE_MAX_LINES, shortCodeText, prepareTranslation, type PreparedChunk, type TextChunk, type TranslationText } from './chunk';
export { OFF_THREAD_MIN_CHARS, prepareTranslationOffThread } from './prepare';
export { findInstructionPassages, EXCERPT_CHARS, type InstructionFinding, type InstructionRule } from './instructions';
export { applyIngestRules, ingestDrops, countByRule, INGEST_RULES, type IngestRule, type DroppedBlock } from './ingest';
export { isOutdated, sourceChanges, sourceLocaleOf, SOURCE_ORDER, textHash, type DiffPart, type SourceChanges, type SourceRecord, type TranslationText as SourceText } from './translations';
export { formatEntryDate, formatDateRange } from './dates';
export { linkResolverFor } from './links';
