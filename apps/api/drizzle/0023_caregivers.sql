CREATE TABLE "care_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"patient_id" text NOT NULL,
	"account_id" text NOT NULL,
	"role" text NOT NULL,
	"categories" text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"granted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"patient_id" text NOT NULL,
	"invited_by" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"role" text NOT NULL,
	"categories" text[] NOT NULL,
	"months" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "actor_account_id" text;--> statement-breakpoint
ALTER TABLE "care_grants" ADD CONSTRAINT "care_grants_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_grants" ADD CONSTRAINT "care_grants_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_grants" ADD CONSTRAINT "care_grants_granted_by_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_invitations" ADD CONSTRAINT "care_invitations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_invitations" ADD CONSTRAINT "care_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_grants_one_open_per_pair" ON "care_grants" USING btree ("patient_id","account_id") WHERE "care_grants"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "care_grants_account_idx" ON "care_grants" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "care_invitations_token_hash" ON "care_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "care_invitations_patient_idx" ON "care_invitations" USING btree ("patient_id");