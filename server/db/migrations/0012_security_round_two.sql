-- Security, round two: one migration for its schema changes (drizzle-kit generated, and the
-- hand-written statements it cannot generate, each marked).
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
-- hand-written, first: drizzle-kit cannot name the old primary key, and the new key (submission ids
-- per school) needs it gone.
ALTER TABLE "attendance_submissions" DROP CONSTRAINT "attendance_submissions_pkey";--> statement-breakpoint
ALTER TABLE "attendance_submissions" ADD CONSTRAINT "attendance_submissions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "tenant_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "student_id" uuid;--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD COLUMN "from_handoff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD COLUMN "client_key_hash" text;--> statement-breakpoint
ALTER TABLE "guardian_contacts" ADD CONSTRAINT "guardian_contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_contacts_address_unique" ON "guardian_contacts" USING btree ("tenant_id","channel","address");--> statement-breakpoint
CREATE INDEX "guardian_contacts_tenant_asked_idx" ON "guardian_contacts" USING btree ("tenant_id","asked_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_tenant_student_idx" ON "mail_outbox" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_idx" ON "mail_outbox" USING btree ("status","sent_at");--> statement-breakpoint
-- hand-written: row-level security for guardian_contacts, as for the school day's tables
-- (0010_attendance.sql): the daily summary reads it as the school's role.
ALTER TABLE "guardian_contacts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "guardian_contacts_tenant_isolation" ON "guardian_contacts"
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "guardian_contacts" TO shala_tenant;--> statement-breakpoint
-- hand-written: sessions of the owner's member from before this migration cannot say how they
-- began: most came from the hand-off, so every one still open is treated as such and ends with the
-- owner's next recovery step (a password-sign-in session ending there costs a sign-in, nothing more).
UPDATE "portal_sessions" SET "from_handoff" = true
WHERE "revoked_at" IS NULL AND "member_id" IN (
  SELECT m."id" FROM "portal_members" m JOIN "portal_roles" r ON r."id" = m."role_id" WHERE r."built_in" = 'owner'
);
