-- Issue 31, security round two, one migration for its schema changes.
-- hand-written, first: drizzle-kit cannot name the old primary key, and the new key (submission ids
-- per school) needs it gone.
ALTER TABLE "attendance_submissions" DROP CONSTRAINT "attendance_submissions_pkey";--> statement-breakpoint
ALTER TABLE "attendance_submissions" ADD CONSTRAINT "attendance_submissions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD COLUMN "from_handoff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD COLUMN "client_key_hash" text;--> statement-breakpoint
-- hand-written: sessions of the owner's member from before this migration cannot say how they
-- began: most came from the hand-off, so every one still open is treated as such and ends with the
-- owner's next recovery step (a password-sign-in session ending there costs a sign-in, nothing more).
UPDATE "portal_sessions" SET "from_handoff" = true
WHERE "revoked_at" IS NULL AND "member_id" IN (
  SELECT m."id" FROM "portal_members" m JOIN "portal_roles" r ON r."id" = m."role_id" WHERE r."built_in" = 'owner'
);
