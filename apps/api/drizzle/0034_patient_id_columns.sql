-- Custom SQL migration file, put your code below! --
-- Every health table is keyed by `patient_id` (docs/decisions/049-patients-apart-from-accounts.md): the owner
-- column that kept the name `user_id` when it was pointed at patients(id) (migration 0021) is renamed, with
-- its foreign key, unique constraints and indexes. A rename keeps every row and every value; the account
-- tables (sessions, sign-in, the mail outbox, erasures) and profiles keep `user_id`.
ALTER TABLE "activity_log" RENAME COLUMN "user_id" TO "patient_id";
--> statement-breakpoint
ALTER TABLE "clinics" RENAME COLUMN "user_id" TO "patient_id";
--> statement-breakpoint
ALTER TABLE "document_reads" RENAME COLUMN "user_id" TO "patient_id";
--> statement-breakpoint
ALTER TABLE "emergency_contacts" RENAME COLUMN "user_id" TO "patient_id";
--> statement-breakpoint
ALTER TABLE "insurance_claim" RENAME COLUMN "user_id" TO "patient_id";
--> statement-breakpoint
ALTER TABLE "lab_reports" RENAME COLUMN "user_id" TO "patient_id";
--> statement-breakpoint
ALTER TABLE "lab_results" RENAME COLUMN "user_id" TO "patient_id";
--> statement-breakpoint
ALTER TABLE "medical_record_counts" RENAME COLUMN "user_id" TO "patient_id";
--> statement-breakpoint
ALTER TABLE "medical_records" RENAME COLUMN "user_id" TO "patient_id";
--> statement-breakpoint
ALTER TABLE "notification_reads" RENAME COLUMN "user_id" TO "patient_id";
--> statement-breakpoint
ALTER TABLE "reminder_deliveries" RENAME COLUMN "user_id" TO "patient_id";
--> statement-breakpoint
ALTER TABLE "shares" RENAME COLUMN "user_id" TO "patient_id";
--> statement-breakpoint
ALTER TABLE "stored_files" RENAME COLUMN "user_id" TO "patient_id";
--> statement-breakpoint
ALTER TABLE "visits" RENAME COLUMN "user_id" TO "patient_id";
--> statement-breakpoint
ALTER INDEX "activity_log_user_at_idx" RENAME TO "activity_log_patient_at_idx";
--> statement-breakpoint
ALTER TABLE "clinics" RENAME CONSTRAINT "clinics_user_id_patients_id_fk" TO "clinics_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER TABLE "clinics" RENAME CONSTRAINT "clinics_user_clinic_id_unique" TO "clinics_patient_clinic_id_unique";
--> statement-breakpoint
ALTER TABLE "document_reads" RENAME CONSTRAINT "document_reads_user_id_patients_id_fk" TO "document_reads_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER INDEX "document_reads_user_idx" RENAME TO "document_reads_patient_idx";
--> statement-breakpoint
ALTER TABLE "emergency_contacts" RENAME CONSTRAINT "emergency_contacts_user_id_patients_id_fk" TO "emergency_contacts_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER INDEX "emergency_contacts_user_position_idx" RENAME TO "emergency_contacts_patient_position_idx";
--> statement-breakpoint
ALTER TABLE "insurance_claim" RENAME CONSTRAINT "insurance_claim_user_id_patients_id_fk" TO "insurance_claim_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER TABLE "insurance_claim" RENAME CONSTRAINT "insurance_claim_user_claim_id_unique" TO "insurance_claim_patient_claim_id_unique";
--> statement-breakpoint
ALTER INDEX "insurance_claim_user_claim_date_idx" RENAME TO "insurance_claim_patient_claim_date_idx";
--> statement-breakpoint
ALTER TABLE "lab_reports" RENAME CONSTRAINT "lab_reports_user_id_patients_id_fk" TO "lab_reports_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER INDEX "lab_reports_user_report_date_idx" RENAME TO "lab_reports_patient_report_date_idx";
--> statement-breakpoint
ALTER TABLE "lab_results" RENAME CONSTRAINT "lab_results_user_id_patients_id_fk" TO "lab_results_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER INDEX "lab_results_user_test_date_idx" RENAME TO "lab_results_patient_test_date_idx";
--> statement-breakpoint
ALTER INDEX "lab_results_user_test_code_idx" RENAME TO "lab_results_patient_test_code_idx";
--> statement-breakpoint
ALTER TABLE "medical_record_counts" RENAME CONSTRAINT "medical_record_counts_user_id_patients_id_fk" TO "medical_record_counts_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER TABLE "medical_records" RENAME CONSTRAINT "medical_records_user_id_patients_id_fk" TO "medical_records_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER INDEX "medical_records_user_record_date_idx" RENAME TO "medical_records_patient_record_date_idx";
--> statement-breakpoint
ALTER INDEX "medical_records_user_follow_up_date_idx" RENAME TO "medical_records_patient_follow_up_date_idx";
--> statement-breakpoint
ALTER INDEX "medical_records_user_created_at_idx" RENAME TO "medical_records_patient_created_at_idx";
--> statement-breakpoint
ALTER INDEX "medical_records_user_prescriptions_idx" RENAME TO "medical_records_patient_prescriptions_idx";
--> statement-breakpoint
ALTER TABLE "notification_reads" RENAME CONSTRAINT "notification_reads_user_id_patients_id_fk" TO "notification_reads_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER TABLE "notification_reads" RENAME CONSTRAINT "notification_reads_user_type_id_unique" TO "notification_reads_patient_type_id_unique";
--> statement-breakpoint
ALTER TABLE "reminder_deliveries" RENAME CONSTRAINT "reminder_deliveries_user_id_patients_id_fk" TO "reminder_deliveries_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER TABLE "shares" RENAME CONSTRAINT "shares_user_id_patients_id_fk" TO "shares_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER INDEX "shares_user_created_at_idx" RENAME TO "shares_patient_created_at_idx";
--> statement-breakpoint
ALTER INDEX "shares_user_first_opened_at_idx" RENAME TO "shares_patient_first_opened_at_idx";
--> statement-breakpoint
ALTER TABLE "stored_files" RENAME CONSTRAINT "stored_files_user_id_patients_id_fk" TO "stored_files_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER INDEX "stored_files_user_idx" RENAME TO "stored_files_patient_idx";
--> statement-breakpoint
ALTER TABLE "visits" RENAME CONSTRAINT "visits_user_id_patients_id_fk" TO "visits_patient_id_patients_id_fk";
--> statement-breakpoint
ALTER INDEX "visits_user_visit_date_status_idx" RENAME TO "visits_patient_visit_date_status_idx";
--> statement-breakpoint
-- The trigger of migration 0016 names the column in its body (its `UPDATE OF` list follows the rename by
-- itself): the same function, with patient_id.
CREATE OR REPLACE FUNCTION medical_record_counts_maintain() RETURNS trigger AS $$
DECLARE
  blanks constant text := E'\u0009\u000a\u000b\u000c\u000d\u0020\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE medical_record_counts
       SET medical_records = medical_records - 1,
           active_prescriptions = active_prescriptions
             - (coalesce(btrim(OLD.prescribed_medications, blanks), '') <> '')::int
     WHERE patient_id = OLD.patient_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO medical_record_counts AS counts (patient_id, medical_records, active_prescriptions)
    VALUES (NEW.patient_id, 1, (coalesce(btrim(NEW.prescribed_medications, blanks), '') <> '')::int)
    ON CONFLICT (patient_id) DO UPDATE
      SET medical_records = counts.medical_records + 1,
          active_prescriptions = counts.active_prescriptions + excluded.active_prescriptions;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
