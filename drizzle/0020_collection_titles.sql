ALTER TABLE "collections" ADD COLUMN "titles" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- A title given before titles per language (import --title, in the import's language, English by
-- default) is kept as the English title; a title that is only the name made readable stays the fallback.
UPDATE "collections" SET "titles" = jsonb_build_object('en', "title")
WHERE "title" <> upper(left(replace("name", '-', ' '), 1)) || substr(replace("name", '-', ' '), 2);
