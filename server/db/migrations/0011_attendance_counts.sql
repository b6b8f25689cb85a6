-- Each attendance session's marks counted, for the daily summary (see attendance_sessions in schema.ts).
ALTER TABLE "attendance_sessions" ADD COLUMN "present_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD COLUMN "absent_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD COLUMN "late_count" integer DEFAULT 0 NOT NULL;