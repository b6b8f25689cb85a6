CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer,
	"progress_message" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" in ('queued', 'running', 'succeeded', 'failed', 'cancelled'))
);
--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
DROP INDEX "provisioning_jobs_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("state","run_at");--> statement-breakpoint
CREATE INDEX "jobs_kind_key_idx" ON "jobs" USING btree ("kind","key");--> statement-breakpoint
-- Work already queued moves onto the job queue before its old scheduling columns go: every mail
-- still pending keeps its attempts, next try and last error; every open deploy request becomes a
-- queued provision job (a run that was going when the old server stopped resumes from the classes
-- it recorded).
INSERT INTO "jobs" ("kind", "key", "payload", "state", "attempts", "run_at", "last_error", "created_at", "updated_at")
SELECT 'mail', "id"::text, jsonb_build_object('mailId', "id"), 'queued', "attempts", "next_attempt_at", "last_error", "created_at", now()
FROM "mail_outbox" WHERE "status" = 'pending';--> statement-breakpoint
INSERT INTO "jobs" ("kind", "key", "payload", "state", "attempts", "run_at", "last_error", "created_at", "updated_at")
SELECT 'provision', "tenant_id"::text, jsonb_build_object('tenantId', "tenant_id", 'generation', "generation"), 'queued', "attempts", "run_after", "last_error", "requested_at", now()
FROM "provisioning_jobs" WHERE "state" IN ('pending', 'running');--> statement-breakpoint
UPDATE "provisioning_jobs" SET "state" = 'pending' WHERE "state" = 'running';--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "provisioning_jobs" DROP COLUMN "run_after";