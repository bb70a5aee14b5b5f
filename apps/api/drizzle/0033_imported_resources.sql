CREATE TABLE "imported_resources" (
	"patient_id" text NOT NULL,
	"resource_key" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_resources_patient_id_resource_key_pk" PRIMARY KEY("patient_id","resource_key")
);
--> statement-breakpoint
ALTER TABLE "imported_resources" ADD CONSTRAINT "imported_resources_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE cascade;