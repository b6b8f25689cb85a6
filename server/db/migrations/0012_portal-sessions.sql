ALTER TABLE "portal_sessions" ADD COLUMN "from_handoff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD COLUMN "client_key_hash" text;--> statement-breakpoint
-- hand-written
-- Sessions of the owner's member from before this migration cannot say how they began: most came
-- from the hand-off, so every one still open is treated as such and ends with the owner's next
-- recovery step (a password-sign-in session ending there costs a sign-in, nothing more).
UPDATE "portal_sessions" SET "from_handoff" = true
WHERE "revoked_at" IS NULL AND "member_id" IN (
  SELECT m."id" FROM "portal_members" m JOIN "portal_roles" r ON r."id" = m."role_id" WHERE r."built_in" = 'owner'
);
