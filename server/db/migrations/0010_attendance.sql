CREATE TABLE "attendance_marks" (
	"tenant_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"mark" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"taken_by" uuid,
	"taken_by_name" text NOT NULL,
	CONSTRAINT "attendance_marks_session_id_student_id_pk" PRIMARY KEY("session_id","student_id"),
	CONSTRAINT "attendance_marks_mark_check" CHECK ("attendance_marks"."mark" in ('present', 'absent', 'late'))
);
--> statement-breakpoint
CREATE TABLE "attendance_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"date" date NOT NULL,
	"period" integer DEFAULT 0 NOT NULL,
	"taken_by" uuid,
	"taken_by_name" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'daily' NOT NULL,
	"lock_at" integer DEFAULT 960 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_settings_mode_check" CHECK ("attendance_settings"."mode" in ('daily', 'period'))
);
--> statement-breakpoint
CREATE TABLE "attendance_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"member_id" uuid,
	"received_at" timestamp with time zone NOT NULL,
	"result" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bell_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"number" integer NOT NULL,
	"starts_at" integer NOT NULL,
	"ends_at" integer NOT NULL,
	"label" text NOT NULL,
	"teaching" boolean DEFAULT true NOT NULL,
	CONSTRAINT "bell_periods_weekday_check" CHECK ("bell_periods"."weekday" between 1 and 7),
	CONSTRAINT "bell_periods_time_check" CHECK ("bell_periods"."starts_at" < "bell_periods"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "guardian_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"guardian_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "timetable_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"period" integer NOT NULL,
	"subject_id" uuid NOT NULL,
	"teacher_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_sections" ADD COLUMN "centre_id" uuid;--> statement-breakpoint
ALTER TABLE "class_sections" ADD COLUMN "class_teacher_id" uuid;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_session_id_attendance_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."attendance_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_taken_by_portal_members_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."portal_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_section_id_class_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."class_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_sessions" ADD CONSTRAINT "attendance_sessions_taken_by_portal_members_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."portal_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD CONSTRAINT "attendance_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_submissions" ADD CONSTRAINT "attendance_submissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_submissions" ADD CONSTRAINT "attendance_submissions_session_id_attendance_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."attendance_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_submissions" ADD CONSTRAINT "attendance_submissions_member_id_portal_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."portal_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bell_periods" ADD CONSTRAINT "bell_periods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bell_periods" ADD CONSTRAINT "bell_periods_centre_id_learning_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."learning_centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_alerts" ADD CONSTRAINT "guardian_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_alerts" ADD CONSTRAINT "guardian_alerts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_alerts" ADD CONSTRAINT "guardian_alerts_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_entries" ADD CONSTRAINT "timetable_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_entries" ADD CONSTRAINT "timetable_entries_section_id_class_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."class_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_entries" ADD CONSTRAINT "timetable_entries_subject_id_tenant_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."tenant_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_entries" ADD CONSTRAINT "timetable_entries_teacher_id_employees_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_marks_student_idx" ON "attendance_marks" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_sessions_slot_unique" ON "attendance_sessions" USING btree ("section_id","date","period");--> statement-breakpoint
CREATE INDEX "attendance_sessions_tenant_date_idx" ON "attendance_sessions" USING btree ("tenant_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "bell_periods_centre_day_number_unique" ON "bell_periods" USING btree ("centre_id","weekday","number");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_alerts_once_unique" ON "guardian_alerts" USING btree ("student_id","guardian_id","date","kind");--> statement-breakpoint
CREATE INDEX "guardian_alerts_tenant_date_idx" ON "guardian_alerts" USING btree ("tenant_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_entries_section_slot_unique" ON "timetable_entries" USING btree ("section_id","weekday","period");--> statement-breakpoint
CREATE INDEX "timetable_entries_teacher_idx" ON "timetable_entries" USING btree ("tenant_id","teacher_id","weekday");--> statement-breakpoint
ALTER TABLE "class_sections" ADD CONSTRAINT "class_sections_centre_id_learning_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."learning_centres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sections" ADD CONSTRAINT "class_sections_class_teacher_id_employees_id_fk" FOREIGN KEY ("class_teacher_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Row-level security for the school day's tables, as for the portal's (0008_portal.sql).
DO $$
DECLARE
  portal_table text;
BEGIN
  FOREACH portal_table IN ARRAY ARRAY[
    'bell_periods', 'timetable_entries', 'attendance_settings', 'attendance_sessions', 'attendance_marks',
    'attendance_submissions', 'guardian_alerts'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', portal_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) '
      'WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)',
      portal_table || '_tenant_isolation', portal_table);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO shala_tenant', portal_table);
  END LOOP;
END $$;
