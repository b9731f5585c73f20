/** Database: the client factory, the read queries and the schema's row types. Server-only. */
export { database, closeDatabase, openDatabase, type Db, type DbHandle } from './client';
export { getEntriesByKind, getEntriesForOverview, getEntryBySlug, getPublishedTitles, countIndex, findChunksByKeywords, findChunksByEmbedding, findChunksWithoutEmbedding, type LocalizedEntry, type PassageCandidate, type EntryKind, listEntriesForAdmin, getEntryForEdit, countAssistantEvents, getLatestCalibration, getMonthlySpend, type AdminEntryRow, type MonthlySpend } from './queries';
