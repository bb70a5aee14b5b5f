CREATE TABLE "reminder_deliveries" (
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"user_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_deliveries_kind_subject_id_due_date_pk" PRIMARY KEY("kind","subject_id","due_date")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "appointment_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "follow_up_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;