ALTER TABLE "guardian_alerts" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "portal_imports" ADD COLUMN "skipped" jsonb DEFAULT '{"header":[],"rows":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "student_consents" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "student_consents" ADD CONSTRAINT "student_consents_import_id_portal_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."portal_imports"("id") ON DELETE set null ON UPDATE no action;