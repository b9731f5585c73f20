-- Rate-limit checks that failed open, counted per day, limiter and reason (issue 32, kind 4): shown on the dashboard.
CREATE TABLE "rate_limit_fail_opens" (
	"day" date NOT NULL,
	"limiter" text NOT NULL,
	"reason" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_fail_opens_day_limiter_reason_pk" PRIMARY KEY("day","limiter","reason"),
	CONSTRAINT "rate_limit_fail_opens_reason_check" CHECK ("rate_limit_fail_opens"."reason" in ('timeout', 'error'))
);
