-- Custom SQL migration file, put your code below! --
-- medical_record_counts follows medical_records (docs/decisions/037-screen-data-with-the-shell.md: the dashboard reads two numbers instead
-- of counting a patient's whole history). A record is an active prescription when prescribed_medications
-- holds a character other than the blanks of isNotBlank (apps/api/src/db/conditions.ts, the same list as
-- medical_records_user_prescriptions_idx). The row of a patient's first record is created by the insert.
CREATE OR REPLACE FUNCTION medical_record_counts_maintain() RETURNS trigger AS $$
DECLARE
  blanks constant text := E'\u0009\u000a\u000b\u000c\u000d\u0020\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE medical_record_counts
       SET medical_records = medical_records - 1,
           active_prescriptions = active_prescriptions
             - (coalesce(btrim(OLD.prescribed_medications, blanks), '') <> '')::int
     WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO medical_record_counts AS counts (user_id, medical_records, active_prescriptions)
    VALUES (NEW.user_id, 1, (coalesce(btrim(NEW.prescribed_medications, blanks), '') <> '')::int)
    ON CONFLICT (user_id) DO UPDATE
      SET medical_records = counts.medical_records + 1,
          active_prescriptions = counts.active_prescriptions + excluded.active_prescriptions;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER medical_record_counts_maintain
  AFTER INSERT OR UPDATE OF user_id, prescribed_medications OR DELETE ON medical_records
  FOR EACH ROW EXECUTE FUNCTION medical_record_counts_maintain();
--> statement-breakpoint
INSERT INTO medical_record_counts (user_id, medical_records, active_prescriptions)
SELECT user_id, count(*), count(*) FILTER (WHERE btrim(prescribed_medications, E'\u0009\u000a\u000b\u000c\u000d\u0020\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff') <> '')
  FROM medical_records
 GROUP BY user_id
ON CONFLICT (user_id) DO UPDATE
  SET medical_records = excluded.medical_records, active_prescriptions = excluded.active_prescriptions;
