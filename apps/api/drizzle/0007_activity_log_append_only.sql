-- Custom SQL migration file, put your code below! --
-- The activity log is append-only (docs/decisions/024-erasure-export-activity-log.md): UPDATE and DELETE are
-- refused unless the transaction set sehat.activity_log_maintenance to 'on' (the one-year purge and an
-- account's erasure do, with set_config(..., true): local to their transaction).
CREATE OR REPLACE FUNCTION activity_log_append_only() RETURNS trigger AS $$
BEGIN
  IF coalesce(current_setting('sehat.activity_log_maintenance', true), '') <> 'on' THEN
    RAISE EXCEPTION 'activity_log is append-only' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER activity_log_append_only
  BEFORE UPDATE OR DELETE ON activity_log
  FOR EACH ROW EXECUTE FUNCTION activity_log_append_only();
