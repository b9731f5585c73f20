CREATE TABLE "cost_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"kind" text NOT NULL,
	"model" text NOT NULL,
	"status" text NOT NULL,
	"reserved_nusd" bigint NOT NULL,
	"cost_nusd" bigint,
	"prompt_bytes" integer NOT NULL,
	"input_tokens" integer,
	"output_tokens" integer,
	"received_bytes" integer,
	"usage_source" text,
	"ending" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "cost_ledger_month_idx" ON "cost_ledger" USING btree ("month","status");