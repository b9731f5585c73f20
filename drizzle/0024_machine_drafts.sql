-- Machine drafts (issue 33, kind 3): a translation the configured model wrote waits here for the
-- author's review, apart from entry_translations so nothing visitors or the assistant read can see it;
-- a draft published without review (the profile's choice) is marked machine_translated.
CREATE TABLE "translation_drafts" (
	"entry_id" integer NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"source_locale" text NOT NULL,
	"source_hash" text NOT NULL,
	"model" text NOT NULL,
	"ledger_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_drafts_entry_id_locale_pk" PRIMARY KEY("entry_id","locale")
);
--> statement-breakpoint
ALTER TABLE "entry_translations" ADD COLUMN "machine_translated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "translation_drafts" ADD CONSTRAINT "translation_drafts_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;