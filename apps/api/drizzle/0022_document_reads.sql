CREATE TABLE "document_reads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"draft" jsonb,
	"message_key" text,
	"message_values" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_reads_status_check" CHECK ("document_reads"."status" in ('queued', 'reading', 'done', 'failed')),
	CONSTRAINT "document_reads_progress_check" CHECK ("document_reads"."progress" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "document_reads" ADD CONSTRAINT "document_reads_user_id_patients_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_reads_user_idx" ON "document_reads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "document_reads_queued_idx" ON "document_reads" USING btree ("created_at") WHERE "document_reads"."status" in ('queued', 'reading');