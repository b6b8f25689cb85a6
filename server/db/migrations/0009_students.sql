CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"member_id" uuid,
	"member_name" text NOT NULL,
	"action" text NOT NULL,
	"student_id" uuid,
	"admission_number" text,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"phone_key" text NOT NULL,
	"email" text,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardians_language_check" CHECK ("guardians"."language" in ('en', 'hi'))
);
--> statement-breakpoint
CREATE TABLE "portal_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"file" "bytea",
	"state" text DEFAULT 'checked' NOT NULL,
	"rows" integer NOT NULL,
	"valid_rows" integer NOT NULL,
	"problems" jsonb NOT NULL,
	"to_create" integer DEFAULT 0 NOT NULL,
	"to_update" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"valid_rows_only" boolean DEFAULT false NOT NULL,
	"job_id" uuid,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_imports_kind_check" CHECK ("portal_imports"."kind" in ('students', 'employees', 'learning_centres'))
);
--> statement-breakpoint
CREATE TABLE "student_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"guardian_name" text NOT NULL,
	"relation" text NOT NULL,
	"method" text NOT NULL,
	"given_on" date NOT NULL,
	"purposes" jsonb NOT NULL,
	"recorded_by" uuid,
	"recorded_by_name" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_guardians" (
	"tenant_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"guardian_id" uuid NOT NULL,
	"relation" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "student_guardians_student_id_guardian_id_pk" PRIMARY KEY("student_id","guardian_id")
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"admission_number" text NOT NULL,
	"name" text NOT NULL,
	"date_of_birth" date,
	"gender" text,
	"section_id" uuid,
	"roll_number" integer,
	"address" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"left_on" date,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_gender_check" CHECK ("students"."gender" is null or "students"."gender" in ('female', 'male', 'other')),
	CONSTRAINT "students_status_check" CHECK ("students"."status" in ('active', 'left', 'erased'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_member_id_portal_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."portal_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_imports" ADD CONSTRAINT "portal_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_imports" ADD CONSTRAINT "portal_imports_created_by_portal_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."portal_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_consents" ADD CONSTRAINT "student_consents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_consents" ADD CONSTRAINT "student_consents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_consents" ADD CONSTRAINT "student_consents_recorded_by_portal_members_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."portal_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_guardians" ADD CONSTRAINT "student_guardians_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_guardians" ADD CONSTRAINT "student_guardians_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_guardians" ADD CONSTRAINT "student_guardians_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_section_id_class_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."class_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_tenant_at_idx" ON "audit_log" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_student_idx" ON "audit_log" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guardians_tenant_phone_unique" ON "guardians" USING btree ("tenant_id","phone_key");--> statement-breakpoint
CREATE INDEX "portal_imports_tenant_idx" ON "portal_imports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "student_consents_student_idx" ON "student_consents" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "student_guardians_guardian_idx" ON "student_guardians" USING btree ("guardian_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_tenant_admission_unique" ON "students" USING btree ("tenant_id",lower("admission_number"));--> statement-breakpoint
CREATE INDEX "students_tenant_status_name_idx" ON "students" USING btree ("tenant_id","status","name");--> statement-breakpoint
CREATE INDEX "students_section_idx" ON "students" USING btree ("section_id");--> statement-breakpoint
-- Row-level security for the student tables, as for the portal's (0008_portal.sql): a portal
-- request runs as `shala_tenant` with `app.tenant_id` set for its transaction (server/db/tenant-scope.ts).
DO $$
DECLARE
  portal_table text;
BEGIN
  FOREACH portal_table IN ARRAY ARRAY[
    'guardians', 'students', 'student_guardians', 'student_consents', 'audit_log', 'portal_imports'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', portal_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) '
      'WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)',
      portal_table || '_tenant_isolation', portal_table);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO shala_tenant', portal_table);
  END LOOP;
END $$;--> statement-breakpoint
-- The audit log is append-only for the portal's role: entries are never changed, and none is deleted by a request.
REVOKE UPDATE, DELETE ON audit_log FROM shala_tenant;
