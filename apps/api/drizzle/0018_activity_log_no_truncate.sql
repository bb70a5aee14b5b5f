-- Custom SQL migration file, put your code below! --
-- The append-only trigger of migration 0007 fires per row, so TRUNCATE (which deletes no row one by one)
-- passed it: the app's role could empty the activity log in one statement. A statement-level trigger
-- refuses TRUNCATE always, maintenance setting or not: the one-year purge and an erasure delete rows
-- (docs/decisions/043-database-roles-and-append-only-log.md).
CREATE OR REPLACE FUNCTION activity_log_no_truncate() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'activity_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER activity_log_no_truncate
  BEFORE TRUNCATE ON activity_log
  FOR EACH STATEMENT EXECUTE FUNCTION activity_log_no_truncate();
