CREATE TABLE "index_progress" (
	"job_id" text PRIMARY KEY NOT NULL,
	"done" integer NOT NULL,
	"total" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
