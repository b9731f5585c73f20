CREATE TABLE "lexicon" (
	"locale" text NOT NULL,
	"term" text NOT NULL,
	"translations" text[] NOT NULL,
	CONSTRAINT "lexicon_locale_term_pk" PRIMARY KEY("locale","term")
);
--> statement-breakpoint
CREATE TABLE "lexicons" (
	"locale" text PRIMARY KEY NOT NULL,
	"dictionary" text NOT NULL,
	"terms" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
