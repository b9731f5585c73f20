CREATE TABLE "index_stats" (
	"locale" text PRIMARY KEY NOT NULL,
	"chunks" integer DEFAULT 0 NOT NULL,
	"title_words" bigint DEFAULT 0 NOT NULL,
	"heading_words" bigint DEFAULT 0 NOT NULL,
	"body_words" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "term_stats" (
	"locale" text NOT NULL,
	"term" text NOT NULL,
	"df" integer NOT NULL,
	CONSTRAINT "term_stats_locale_term_pk" PRIMARY KEY("locale","term")
);
--> statement-breakpoint
ALTER TABLE "chunks" ADD COLUMN "title_stems" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "chunks" ADD COLUMN "heading_stems" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "chunks" ADD COLUMN "body_stems" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "chunks_stems_gin" ON "chunks" USING gin (("title_stems" || "heading_stems" || "body_stems"));--> statement-breakpoint
-- BM25 term statistics per language, kept by statement-level triggers with transition tables (one
-- aggregate write per statement, not per row). A transaction-level advisory lock (key 727003,
-- beside the migration lock 727001 and the cost ledger's 727002) serialises writers, so instances
-- sharing a server never deadlock on statistics rows taken in different orders; readers never wait.
CREATE FUNCTION "chunk_stats_add"(sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Called by the triggers below with the transition table copied to "chunk_stats_delta".
  INSERT INTO "term_stats" ("locale", "term", "df")
    SELECT s.locale, s.term, sign * count(*) FROM (
      SELECT DISTINCT d."id", d."locale", u.term FROM "chunk_stats_delta" d, unnest(d."title_stems" || d."heading_stems" || d."body_stems") AS u(term)
    ) s GROUP BY s.locale, s.term ORDER BY s.locale, s.term
  ON CONFLICT ("locale", "term") DO UPDATE SET "df" = "term_stats"."df" + excluded."df";
  INSERT INTO "index_stats" ("locale", "chunks", "title_words", "heading_words", "body_words")
    SELECT d."locale", sign * count(*), sign * sum(cardinality(d."title_stems")), sign * sum(cardinality(d."heading_stems")), sign * sum(cardinality(d."body_stems"))
    FROM "chunk_stats_delta" d GROUP BY d."locale" ORDER BY d."locale"
  ON CONFLICT ("locale") DO UPDATE SET "chunks" = "index_stats"."chunks" + excluded."chunks",
    "title_words" = "index_stats"."title_words" + excluded."title_words", "heading_words" = "index_stats"."heading_words" + excluded."heading_words",
    "body_words" = "index_stats"."body_words" + excluded."body_words";
  DELETE FROM "term_stats" WHERE "df" <= 0;
  DELETE FROM "index_stats" WHERE "chunks" <= 0;
  DROP TABLE "chunk_stats_delta";
END $$;
--> statement-breakpoint
CREATE FUNCTION "chunks_stats_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727003);
  CREATE TEMP TABLE "chunk_stats_delta" ON COMMIT DROP AS SELECT "id", "locale", "title_stems", "heading_stems", "body_stems" FROM "new_chunks";
  PERFORM "chunk_stats_add"(1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "chunks_stats_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727003);
  CREATE TEMP TABLE "chunk_stats_delta" ON COMMIT DROP AS SELECT "id", "locale", "title_stems", "heading_stems", "body_stems" FROM "old_chunks";
  PERFORM "chunk_stats_add"(-1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "chunks_stats_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727003);
  CREATE TEMP TABLE "chunk_stats_delta" ON COMMIT DROP AS SELECT "id", "locale", "title_stems", "heading_stems", "body_stems" FROM "old_chunks";
  PERFORM "chunk_stats_add"(-1);
  CREATE TEMP TABLE "chunk_stats_delta" ON COMMIT DROP AS SELECT "id", "locale", "title_stems", "heading_stems", "body_stems" FROM "new_chunks";
  PERFORM "chunk_stats_add"(1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "chunks_stats_insert" AFTER INSERT ON "chunks" REFERENCING NEW TABLE AS "new_chunks" FOR EACH STATEMENT EXECUTE FUNCTION "chunks_stats_insert"();
--> statement-breakpoint
CREATE TRIGGER "chunks_stats_delete" AFTER DELETE ON "chunks" REFERENCING OLD TABLE AS "old_chunks" FOR EACH STATEMENT EXECUTE FUNCTION "chunks_stats_delete"();
--> statement-breakpoint
CREATE TRIGGER "chunks_stats_update" AFTER UPDATE ON "chunks" REFERENCING OLD TABLE AS "old_chunks" NEW TABLE AS "new_chunks" FOR EACH STATEMENT EXECUTE FUNCTION "chunks_stats_update"();
--> statement-breakpoint
-- Chunks indexed before this migration have empty stems until the next seed/import re-indexes
-- them (INDEX_VERSION 11); they count as chunks of their language from the start.
INSERT INTO "index_stats" ("locale", "chunks") SELECT "locale", count(*)::int FROM "chunks" GROUP BY "locale";
