CREATE TABLE "readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" text NOT NULL,
	"kind" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"value" double precision NOT NULL,
	"diastolic" double precision,
	"pulse" integer,
	"context" text,
	"entered_value" double precision,
	"entered_unit" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "readings_patient_kind_taken_at_idx" ON "readings" USING btree ("patient_id","kind","taken_at");