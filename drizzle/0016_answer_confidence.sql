-- Answer confidence (issue 12): the value in [0, 1] and its band (high | medium | low) per answer;
-- null when no answer was attempted (refusals before the answerer, errors, the cost limit). No question text.
ALTER TABLE "assistant_events" ADD COLUMN "confidence" real;--> statement-breakpoint
ALTER TABLE "assistant_events" ADD COLUMN "confidence_band" text;
