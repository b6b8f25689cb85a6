-- Fee reminders as they are queued and sent (docs/requirements/fees.md#reminders): one row per
-- guardian, school day and child, grouped by message. Nothing wrote fee_reminders before this
-- migration (0017 made it for the defaulters' "last reminded" to read), so it is empty and the
-- NOT NULL columns need no default. Row-level security and the grant are 0017's.
DROP INDEX "fee_reminders_guardian_idx";--> statement-breakpoint
ALTER TABLE "fee_reminders" ALTER COLUMN "sent_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD COLUMN "message_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD COLUMN "on_date" date NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD COLUMN "due_on" date NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD COLUMN "channel" text NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD COLUMN "state" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_reminders_daily_unique" ON "fee_reminders" USING btree ("tenant_id","guardian_id","on_date","student_id");--> statement-breakpoint
CREATE INDEX "fee_reminders_message_idx" ON "fee_reminders" USING btree ("tenant_id","message_id");--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD CONSTRAINT "fee_reminders_reason_check" CHECK ("fee_reminders"."reason" in ('before', 'on', 'after', 'manual'));--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD CONSTRAINT "fee_reminders_state_check" CHECK ("fee_reminders"."state" in ('queued', 'sent', 'held', 'stopped', 'expired', 'failed', 'paid'));