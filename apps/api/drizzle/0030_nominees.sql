CREATE TABLE "care_nominees" (
	"patient_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"wait_days" integer NOT NULL,
	"named_by" text,
	"named_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"granted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "care_nominees" ADD CONSTRAINT "care_nominees_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "care_nominees" ADD CONSTRAINT "care_nominees_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_nominees" ADD CONSTRAINT "care_nominees_named_by_user_id_fk" FOREIGN KEY ("named_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;