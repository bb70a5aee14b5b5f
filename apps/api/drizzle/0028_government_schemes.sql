CREATE TABLE "scheme_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" text NOT NULL,
	"scheme" text NOT NULL,
	"state" text,
	"card_number" text NOT NULL,
	"family_id" text,
	"beneficiary_id" text,
	"city" text,
	"wellness_centre" text,
	"valid_till" date,
	"card_file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheme_cards_scheme_check" CHECK ("scheme_cards"."scheme" in ('pm_jay', 'vay_vandana', 'cghs', 'echs', 'state')),
	CONSTRAINT "scheme_cards_state_check" CHECK ("scheme_cards"."scheme" <> 'state' or "scheme_cards"."state" is not null)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "card_shows_policy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "card_shows_schemes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scheme_cards" ADD CONSTRAINT "scheme_cards_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheme_cards_patient_idx" ON "scheme_cards" USING btree ("patient_id","created_at");