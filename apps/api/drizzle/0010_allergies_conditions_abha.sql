ALTER TABLE "profiles" ADD COLUMN "allergies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "chronic_conditions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "abha_number" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "abha_address" text;