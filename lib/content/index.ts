/**
 * Content: the seed entries, saving entries with their chunks, Markdown import,
 * chunking and date formatting. Server-only except `dates` (pure).
 */
export { entries as seedEntries, type SeedEntry, type Locale as ContentLocale } from './seed-data';
export { seedDatabase, seedIfEmpty, type SeedReport } from './seed';
export { EMBED_BATCH, type EmbedProgress, saveEntry, deleteEntriesBySlug, deleteEntryById, deleteTranslation, setEntryPublished, embedMissingChunks, indexingEmbedder, INDEX_VERSION, type EntryInput, type SaveResult } from './store';
export { importFolder, ImportError, localeOfFile, slugFromPath, titleOf, type ImportReport } from './import';
export { chunkDocument, CHUNK_TARGET_CHARS, type TextChunk } from './chunk';
export { formatEntryDate, formatDateRange } from './dates';
