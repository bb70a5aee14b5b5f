CREATE TABLE "immunizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" text NOT NULL,
	"vaccine" text,
	"vaccine_name" text,
	"dose" integer,
	"given_on" date NOT NULL,
	"batch" text,
	"place" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "vaccination_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "immunizations" ADD CONSTRAINT "immunizations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "immunizations_patient_given_on_idx" ON "immunizations" USING btree ("patient_id","given_on");--> statement-breakpoint
CREATE UNIQUE INDEX "immunizations_patient_catalogue_dose" ON "immunizations" USING btree ("patient_id","vaccine","dose") WHERE "immunizations"."vaccine" is not null;