-- Loanwords written in another script (issue 21): a Persian, Arabic, Hindi or Russian question
-- writes "token", "query", "Kubernetes" in its own letters (توکن, کوئری, कुबेरनेट्स, кубернетес).
-- The question word is transliterated to Latin letters (any-ascii) and matched against the index's
-- Latin vocabulary by its Double Metaphone code (Philips 2000, PostgreSQL's fuzzystrmatch): both
-- sides are coded by the same function here, and the expression index finds a code's terms by key.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "term_stats_sound_idx" ON "term_stats" (dmetaphone("term")) WHERE "term" ~ '^[a-z]';
--> statement-breakpoint
-- Double Metaphone's alternate code: "cache" is KK and KX, as English reads "ch" both ways.
CREATE INDEX IF NOT EXISTS "term_stats_sound_alt_idx" ON "term_stats" (dmetaphone_alt("term")) WHERE "term" ~ '^[a-z]';
--> statement-breakpoint
-- Index terms are stems: Snowball's English stemmer drops a final "e" ("cache" → "cach", whose
-- code is KK where the word's is KX). The code of the stem with that "e" back finds the word.
CREATE INDEX IF NOT EXISTS "term_stats_sound_e_idx" ON "term_stats" (dmetaphone("term" || 'e')) WHERE "term" ~ '^[a-z]';
