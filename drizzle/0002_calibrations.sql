CREATE TABLE "calibrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"embedder" text NOT NULL,
	"corpus_hash" text NOT NULL,
	"threshold" real NOT NULL,
	"passes" boolean NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "calibrations_embedder_idx" ON "calibrations" USING btree ("embedder","created_at");