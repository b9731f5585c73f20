CREATE TABLE "index_stats" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"chunks" integer DEFAULT 0 NOT NULL,
	"title_words" bigint DEFAULT 0 NOT NULL,
	"heading_words" bigint DEFAULT 0 NOT NULL,
	"body_words" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "index_stats_single_row" CHECK ("index_stats"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "term_stats" (
	"term" text PRIMARY KEY NOT NULL,
	"df" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chunks" ADD COLUMN "title_stems" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "chunks" ADD COLUMN "heading_stems" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "chunks" ADD COLUMN "body_stems" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "chunks_stems_gin" ON "chunks" USING gin (("title_stems" || "heading_stems" || "body_stems"));--> statement-breakpoint
-- BM25 term statistics, kept by statement-level triggers with transition tables (one aggregate
-- write per statement, not per row). A transaction-level advisory lock (key 727003, beside the
-- migration lock 727001 and the cost ledger's 727002) serialises writers, so instances sharing a
-- server never deadlock on term rows taken in different orders; readers never wait.
CREATE FUNCTION "stats_apply"(sign integer, changed_rows bigint, t_words bigint, h_words bigint, b_words bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "index_stats" SET "chunks" = "chunks" + sign * changed_rows,
    "title_words" = "title_words" + sign * t_words, "heading_words" = "heading_words" + sign * h_words, "body_words" = "body_words" + sign * b_words
  WHERE "id" = 1;
END $$;
--> statement-breakpoint
CREATE FUNCTION "chunks_stats_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727003);
  INSERT INTO "term_stats" ("term", "df")
    SELECT s.term, count(*) FROM (SELECT DISTINCT n."id", u.term FROM "new_chunks" n, unnest(n."title_stems" || n."heading_stems" || n."body_stems") AS u(term)) s
    GROUP BY s.term ORDER BY s.term
  ON CONFLICT ("term") DO UPDATE SET "df" = "term_stats"."df" + excluded."df";
  PERFORM "stats_apply"(1, count(*), coalesce(sum(cardinality("title_stems")), 0), coalesce(sum(cardinality("heading_stems")), 0), coalesce(sum(cardinality("body_stems")), 0)) FROM "new_chunks";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "chunks_stats_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727003);
  UPDATE "term_stats" t SET "df" = t."df" - s.n
    FROM (SELECT u.term, count(*) AS n FROM (SELECT DISTINCT o."id", x.term FROM "old_chunks" o, unnest(o."title_stems" || o."heading_stems" || o."body_stems") AS x(term)) u GROUP BY u.term) s
    WHERE t."term" = s.term;
  DELETE FROM "term_stats" WHERE "df" <= 0;
  PERFORM "stats_apply"(-1, count(*), coalesce(sum(cardinality("title_stems")), 0), coalesce(sum(cardinality("heading_stems")), 0), coalesce(sum(cardinality("body_stems")), 0)) FROM "old_chunks";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "chunks_stats_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727003);
  UPDATE "term_stats" t SET "df" = t."df" - s.n
    FROM (SELECT u.term, count(*) AS n FROM (SELECT DISTINCT o."id", x.term FROM "old_chunks" o, unnest(o."title_stems" || o."heading_stems" || o."body_stems") AS x(term)) u GROUP BY u.term) s
    WHERE t."term" = s.term;
  INSERT INTO "term_stats" ("term", "df")
    SELECT s.term, count(*) FROM (SELECT DISTINCT n."id", u.term FROM "new_chunks" n, unnest(n."title_stems" || n."heading_stems" || n."body_stems") AS u(term)) s
    GROUP BY s.term ORDER BY s.term
  ON CONFLICT ("term") DO UPDATE SET "df" = "term_stats"."df" + excluded."df";
  DELETE FROM "term_stats" WHERE "df" <= 0;
  PERFORM "stats_apply"(-1, count(*), coalesce(sum(cardinality("title_stems")), 0), coalesce(sum(cardinality("heading_stems")), 0), coalesce(sum(cardinality("body_stems")), 0)) FROM "old_chunks";
  PERFORM "stats_apply"(1, count(*), coalesce(sum(cardinality("title_stems")), 0), coalesce(sum(cardinality("heading_stems")), 0), coalesce(sum(cardinality("body_stems")), 0)) FROM "new_chunks";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "chunks_stats_insert" AFTER INSERT ON "chunks" REFERENCING NEW TABLE AS "new_chunks" FOR EACH STATEMENT EXECUTE FUNCTION "chunks_stats_insert"();
--> statement-breakpoint
CREATE TRIGGER "chunks_stats_delete" AFTER DELETE ON "chunks" REFERENCING OLD TABLE AS "old_chunks" FOR EACH STATEMENT EXECUTE FUNCTION "chunks_stats_delete"();
--> statement-breakpoint
CREATE TRIGGER "chunks_stats_update" AFTER UPDATE ON "chunks" REFERENCING OLD TABLE AS "old_chunks" NEW TABLE AS "new_chunks" FOR EACH STATEMENT EXECUTE FUNCTION "chunks_stats_update"();
--> statement-breakpoint
-- Existing chunks count from the start (their stems are empty until the next seed/import re-indexes them: INDEX_VERSION 11).
INSERT INTO "index_stats" ("id", "chunks") SELECT 1, count(*)::int FROM "chunks";
