CREATE TABLE "account_erasures" (
	"user_id" text PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
