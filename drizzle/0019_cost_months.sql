CREATE TABLE "cost_months" (
	"month" text PRIMARY KEY NOT NULL,
	"spent_nusd" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The month's spend as one row, kept by row triggers on cost_ledger (lib/cost/ledger.ts): a row
-- counts its reserved bound while reserved, its cost once settled or released.
INSERT INTO "cost_months" ("month", "spent_nusd")
  SELECT "month", sum(CASE WHEN "status" = 'reserved' THEN "reserved_nusd" ELSE coalesce("cost_nusd", 0) END)
  FROM "cost_ledger" GROUP BY "month";
--> statement-breakpoint
CREATE FUNCTION "cost_ledger_spend"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Every ledger write locks its month's row until its commit. Waiting for the WAL flush at each
  -- commit would serialize the site's ledger writes at the disk's flush time (~3.5 ms each on the
  -- development machine: 100 concurrent answers queued past the ledger's time limit), so ledger
  -- transactions commit asynchronously: a database crash may lose the last moments of ledger rows
  -- (at most 3 × wal_writer_delay, PostgreSQL manual §28.4), never leave the row and the ledger
  -- out of step (both are in one transaction).
  PERFORM set_config('synchronous_commit', 'off', true);
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "cost_months" SET "spent_nusd" = "spent_nusd"
      - CASE WHEN OLD."status" = 'reserved' THEN OLD."reserved_nusd" ELSE coalesce(OLD."cost_nusd", 0) END
      WHERE "month" = OLD."month";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "cost_months" AS m ("month", "spent_nusd")
      VALUES (NEW."month", CASE WHEN NEW."status" = 'reserved' THEN NEW."reserved_nusd" ELSE coalesce(NEW."cost_nusd", 0) END)
      ON CONFLICT ("month") DO UPDATE SET "spent_nusd" = m."spent_nusd" + EXCLUDED."spent_nusd";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cost_ledger_spend" AFTER INSERT OR UPDATE OR DELETE ON "cost_ledger"
  FOR EACH ROW EXECUTE FUNCTION "cost_ledger_spend"();
--> statement-breakpoint
CREATE FUNCTION "cost_ledger_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "cost_months";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cost_ledger_truncate" AFTER TRUNCATE ON "cost_ledger"
  FOR EACH STATEMENT EXECUTE FUNCTION "cost_ledger_truncate"();
