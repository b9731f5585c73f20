-- Entries imported before collections existed (origin 'import:<folder>', no collection) join the
-- collection named after their folder, so they leave the author's own lists at once; the next
-- import of that folder re-files them as documentation pages (kind 'doc') and reports the old
-- per-language README entries as stale (`import … --prune` removes them). The new enum value
-- 'doc' cannot be used in the transaction that adds it, so kinds are not changed here.
INSERT INTO "collections" ("name", "title")
SELECT DISTINCT c.name, upper(left(replace(c.name, '-', ' '), 1)) || substr(replace(c.name, '-', ' '), 2)
FROM (
  SELECT trim(both '-' from regexp_replace(lower(substring("origin" from 8)), '[^a-z0-9]+', '-', 'g')) AS name
  FROM "entries" WHERE "origin" LIKE 'import:%' AND "collection" IS NULL
) c
WHERE c.name <> ''
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
UPDATE "entries"
SET "collection" = trim(both '-' from regexp_replace(lower(substring("origin" from 8)), '[^a-z0-9]+', '-', 'g'))
WHERE "origin" LIKE 'import:%' AND "collection" IS NULL
  AND trim(both '-' from regexp_replace(lower(substring("origin" from 8)), '[^a-z0-9]+', '-', 'g')) <> '';
