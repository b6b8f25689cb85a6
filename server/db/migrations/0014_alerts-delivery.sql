ALTER TABLE "guardian_alerts" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "from_name" text;