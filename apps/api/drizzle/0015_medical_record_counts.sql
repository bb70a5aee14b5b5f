CREATE TABLE "medical_record_counts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"medical_records" integer DEFAULT 0 NOT NULL,
	"active_prescriptions" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medical_record_counts" ADD CONSTRAINT "medical_record_counts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;