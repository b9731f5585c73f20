-- Outdated translations (issue 33, kind 1): each translation records the version of its source it
-- was written from; the text of those versions is kept for the editor's diff.
CREATE TABLE "source_versions" (
	"entry_id" integer NOT NULL,
	"locale" text NOT NULL,
	"text_hash" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "source_versions_entry_id_locale_text_hash_pk" PRIMARY KEY("entry_id","locale","text_hash")
);
--> statement-breakpoint
ALTER TABLE "entry_translations" ADD COLUMN "text_hash" text;--> statement-breakpoint
ALTER TABLE "entry_translations" ADD COLUMN "source_locale" text;--> statement-breakpoint
ALTER TABLE "entry_translations" ADD COLUMN "source_hash" text;--> statement-breakpoint
ALTER TABLE "source_versions" ADD CONSTRAINT "source_versions_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The text's hash, as lib/content `textHash` computes it: SHA-256 over the UTF-8 of
-- "<bytes of title>:<title><bytes of summary>:<summary><body>" (length-prefixed, so no two texts share an input).
UPDATE "entry_translations" SET "text_hash" = encode(sha256(convert_to(
	octet_length("title")::text || ':' || "title" || octet_length("summary")::text || ':' || "summary" || "body", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "entry_translations" ALTER COLUMN "text_hash" SET NOT NULL;--> statement-breakpoint
-- Translations written before this migration count as written from their source's current text
-- (nothing is flagged outdated by the upgrade itself). The source: English, else the first
-- translation in the site's order (lib/content `sourceLocaleOf`).
WITH "src" AS (
	SELECT DISTINCT ON ("entry_id") "entry_id", "locale", "text_hash" FROM "entry_translations"
	ORDER BY "entry_id", array_position(ARRAY['en','fa','de','fr','es','pt','ru','ar','hi','zh'], "locale") NULLS LAST, "locale"
)
UPDATE "entry_translations" t SET "source_locale" = "src"."locale", "source_hash" = "src"."text_hash"
FROM "src" WHERE t."entry_id" = "src"."entry_id" AND t."locale" <> "src"."locale";--> statement-breakpoint
INSERT INTO "source_versions" ("entry_id", "locale", "text_hash", "title", "summary", "body")
SELECT DISTINCT s."entry_id", s."locale", s."text_hash", s."title", s."summary", s."body"
FROM "entry_translations" s JOIN "entry_translations" t ON t."entry_id" = s."entry_id" AND t."source_locale" = s."locale" AND t."source_hash" = s."text_hash";
