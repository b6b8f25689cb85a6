CREATE TABLE "guardian_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"asked_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_contacts_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "guardian_contacts_channel_check" CHECK ("guardian_contacts"."channel" in ('email', 'sms', 'whatsapp')),
	CONSTRAINT "guardian_contacts_state_check" CHECK ("guardian_contacts"."state" in ('waiting', 'asked', 'confirmed', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "tenant_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "student_id" uuid;--> statement-breakpoint
ALTER TABLE "guardian_contacts" ADD CONSTRAINT "guardian_contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_contacts_address_unique" ON "guardian_contacts" USING btree ("tenant_id","channel","address");--> statement-breakpoint
CREATE INDEX "guardian_contacts_tenant_asked_idx" ON "guardian_contacts" USING btree ("tenant_id","asked_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_tenant_student_idx" ON "mail_outbox" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_idx" ON "mail_outbox" USING btree ("status","sent_at");--> statement-breakpoint
-- hand-written
-- Row-level security for guardian_contacts, as for the school day's tables (0010_attendance.sql):
-- the daily summary reads it as the school's role.
ALTER TABLE "guardian_contacts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "guardian_contacts_tenant_isolation" ON "guardian_contacts"
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "guardian_contacts" TO shala_tenant;
