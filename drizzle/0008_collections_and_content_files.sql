ALTER TYPE "public"."entry_kind" ADD VALUE 'doc';--> statement-breakpoint
CREATE TABLE "collections" (
	"name" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chunks" ADD COLUMN "anchor" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "collection" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "source_path" text;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_collection_collections_name_fk" FOREIGN KEY ("collection") REFERENCES "public"."collections"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entries_collection_idx" ON "entries" USING btree ("collection");