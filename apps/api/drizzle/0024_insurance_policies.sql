CREATE TABLE "insurance_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" text NOT NULL,
	"insurer" text NOT NULL,
	"insurer_other" text,
	"tpa" text,
	"tpa_other" text,
	"policy_number" text NOT NULL,
	"plan_name" text,
	"policy_type" text NOT NULL,
	"sum_insured" numeric(12, 0) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"insurer_helpline" text,
	"tpa_helpline" text,
	"e_card_file" text,
	"previous_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_policies_period_check" CHECK ("insurance_policies"."end_date" > "insurance_policies"."start_date"),
	CONSTRAINT "insurance_policies_sum_insured_check" CHECK ("insurance_policies"."sum_insured" > 0)
);
--> statement-breakpoint
CREATE TABLE "insurance_policy_members" (
	"policy_id" uuid NOT NULL,
	"patient_id" text NOT NULL,
	CONSTRAINT "insurance_policy_members_policy_id_patient_id_pk" PRIMARY KEY("policy_id","patient_id")
);
--> statement-breakpoint
ALTER TABLE "insurance_claim" ADD COLUMN "policy_id" uuid;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "policy_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_previous_id_insurance_policies_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."insurance_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policy_members" ADD CONSTRAINT "insurance_policy_members_policy_id_insurance_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."insurance_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policy_members" ADD CONSTRAINT "insurance_policy_members_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_policies_patient_end_idx" ON "insurance_policies" USING btree ("patient_id","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_policies_renewed_once" ON "insurance_policies" USING btree ("previous_id");--> statement-breakpoint
CREATE INDEX "insurance_policy_members_patient_idx" ON "insurance_policy_members" USING btree ("patient_id");--> statement-breakpoint
ALTER TABLE "insurance_claim" ADD CONSTRAINT "insurance_claim_policy_id_insurance_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."insurance_policies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_claim_policy_idx" ON "insurance_claim" USING btree ("policy_id");