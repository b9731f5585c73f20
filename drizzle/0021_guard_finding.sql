ALTER TABLE "assistant_events" ADD COLUMN "guard_kind" text;--> statement-breakpoint
ALTER TABLE "assistant_events" ADD COLUMN "guard_start" integer;--> statement-breakpoint
ALTER TABLE "assistant_events" ADD COLUMN "guard_end" integer;