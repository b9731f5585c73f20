-- Answer feedback and content gaps (issue 25): an answer id per dashboard row (the done event carries it),
-- the redacted question of a content gap (never of a pattern refusal) with its digest and the nearest entry,
-- and one visitor vote per answer. The unique constraint on answer_id comes before the foreign key that needs it.
CREATE TABLE "answer_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_id" uuid NOT NULL,
	"helpful" boolean NOT NULL,
	"reason" text,
	"comment" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_feedback_answer_id_unique" UNIQUE("answer_id"),
	CONSTRAINT "answer_feedback_reason_check" CHECK ("answer_feedback"."reason" is null or (not "answer_feedback"."helpful" and "answer_feedback"."reason" in ('wrong', 'off-topic', 'should-answer', 'should-not-answer', 'other')))
);
--> statement-breakpoint
ALTER TABLE "assistant_events" ADD COLUMN "answer_id" uuid;--> statement-breakpoint
ALTER TABLE "assistant_events" ADD COLUMN "question_text" text;--> statement-breakpoint
ALTER TABLE "assistant_events" ADD COLUMN "question_digest" text;--> statement-breakpoint
ALTER TABLE "assistant_events" ADD COLUMN "nearest_entry_id" integer;--> statement-breakpoint
ALTER TABLE "assistant_events" ADD CONSTRAINT "assistant_events_answer_id_unique" UNIQUE("answer_id");--> statement-breakpoint
ALTER TABLE "answer_feedback" ADD CONSTRAINT "answer_feedback_answer_id_assistant_events_answer_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."assistant_events"("answer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_feedback_created_idx" ON "answer_feedback" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "assistant_events" ADD CONSTRAINT "assistant_events_nearest_entry_id_entries_id_fk" FOREIGN KEY ("nearest_entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;
