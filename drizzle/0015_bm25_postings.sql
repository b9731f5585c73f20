-- BM25F postings (issue 13): the lexical query reads the query stems' rows by key instead of scanning
-- every candidate passage's stem arrays; the GIN index that found those candidates is no longer read.
CREATE TABLE "chunk_terms" (
	"chunk_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"locale" text NOT NULL,
	"term" text NOT NULL,
	"tf_title" integer NOT NULL,
	"tf_heading" integer NOT NULL,
	"tf_body" integer NOT NULL,
	"len_title" integer NOT NULL,
	"len_heading" integer NOT NULL,
	"len_body" integer NOT NULL,
	CONSTRAINT "chunk_terms_locale_term_chunk_id_pk" PRIMARY KEY("locale","term","chunk_id")
);
--> statement-breakpoint
DROP INDEX "chunks_stems_gin";--> statement-breakpoint
CREATE INDEX "chunk_terms_chunk_idx" ON "chunk_terms" USING btree ("chunk_id");
--> statement-breakpoint
-- The statistics triggers of 0012 also keep the postings: the statement's delta carries the
-- passages' entry ids, a removed passage's rows go by chunk id, an added passage's rows are
-- counted from its three stem arrays in one INSERT … SELECT (same advisory lock 727003).
CREATE OR REPLACE FUNCTION "chunk_stats_add"(sign integer) RETURNS void LANGUAGE plpgsql AS $$
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
  IF sign < 0 THEN
    DELETE FROM "chunk_terms" p USING "chunk_stats_delta" d WHERE p."chunk_id" = d."id";
  ELSE
    INSERT INTO "chunk_terms" ("chunk_id", "entry_id", "locale", "term", "tf_title", "tf_heading", "tf_body", "len_title", "len_heading", "len_body")
      SELECT d."id", d."entry_id", d."locale", u.term, count(*) FILTER (WHERE u.f = 1), count(*) FILTER (WHERE u.f = 2), count(*) FILTER (WHERE u.f = 3),
        min(cardinality(d."title_stems")), min(cardinality(d."heading_stems")), min(cardinality(d."body_stems"))
      FROM "chunk_stats_delta" d, LATERAL (
        SELECT unnest(d."title_stems"), 1 UNION ALL SELECT unnest(d."heading_stems"), 2 UNION ALL SELECT unnest(d."body_stems"), 3
      ) AS u(term, f)
      GROUP BY d."id", d."entry_id", d."locale", u.term;
  END IF;
  DELETE FROM "term_stats" WHERE "df" <= 0;
  DELETE FROM "index_stats" WHERE "chunks" <= 0;
  DROP TABLE "chunk_stats_delta";
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "chunks_stats_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727003);
  CREATE TEMP TABLE "chunk_stats_delta" ON COMMIT DROP AS SELECT "id", "entry_id", "locale", "title_stems", "heading_stems", "body_stems" FROM "new_chunks";
  PERFORM "chunk_stats_add"(1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "chunks_stats_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727003);
  CREATE TEMP TABLE "chunk_stats_delta" ON COMMIT DROP AS SELECT "id", "entry_id", "locale", "title_stems", "heading_stems", "body_stems" FROM "old_chunks";
  PERFORM "chunk_stats_add"(-1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "chunks_stats_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727003);
  CREATE TEMP TABLE "chunk_stats_delta" ON COMMIT DROP AS SELECT "id", "entry_id", "locale", "title_stems", "heading_stems", "body_stems" FROM "old_chunks";
  PERFORM "chunk_stats_add"(-1);
  CREATE TEMP TABLE "chunk_stats_delta" ON COMMIT DROP AS SELECT "id", "entry_id", "locale", "title_stems", "heading_stems", "body_stems" FROM "new_chunks";
  PERFORM "chunk_stats_add"(1);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Passages indexed before this migration get their postings now.
INSERT INTO "chunk_terms" ("chunk_id", "entry_id", "locale", "term", "tf_title", "tf_heading", "tf_body", "len_title", "len_heading", "len_body")
  SELECT c."id", c."entry_id", c."locale", u.term, count(*) FILTER (WHERE u.f = 1), count(*) FILTER (WHERE u.f = 2), count(*) FILTER (WHERE u.f = 3),
    min(cardinality(c."title_stems")), min(cardinality(c."heading_stems")), min(cardinality(c."body_stems"))
  FROM "chunks" c, LATERAL (
    SELECT unnest(c."title_stems"), 1 UNION ALL SELECT unnest(c."heading_stems"), 2 UNION ALL SELECT unnest(c."body_stems"), 3
  ) AS u(term, f)
  GROUP BY c."id", c."entry_id", c."locale", u.term;
