CREATE TABLE "patients" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"is_self" boolean DEFAULT false NOT NULL,
	"relationship" text NOT NULL,
	"sex" text DEFAULT 'unknown' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_account_id_user_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patients_one_self_per_account" ON "patients" USING btree ("account_id") WHERE "patients"."is_self";--> statement-breakpoint
CREATE INDEX "patients_account_idx" ON "patients" USING btree ("account_id","created_at");