CREATE TABLE "lab_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"lab_name" text NOT NULL,
	"report_date" date NOT NULL,
	"ordering_doctor" text,
	"files" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "report_id" uuid;--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "test_code" text;--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "test_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "loinc" text;--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "value" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "value_number" numeric;--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "unit" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "reference_low" numeric;--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "reference_high" numeric;--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_reports_user_report_date_idx" ON "lab_reports" USING btree ("user_id","report_date");--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_report_id_lab_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."lab_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_results_report_idx" ON "lab_results" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "lab_results_user_test_code_idx" ON "lab_results" USING btree ("user_id","test_code","test_date");