CREATE TABLE "exam_class_schemes" (
	"tenant_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"year_id" uuid NOT NULL,
	"scheme_id" uuid NOT NULL,
	CONSTRAINT "exam_class_schemes_class_id_year_id_pk" PRIMARY KEY("class_id","year_id")
);
--> statement-breakpoint
CREATE TABLE "exam_marks" (
	"tenant_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"year_id" uuid NOT NULL,
	"term_key" text NOT NULL,
	"component_key" text NOT NULL,
	"score_centi" integer,
	"code" text,
	"indicator" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"scheme_id" uuid NOT NULL,
	"scheme_version" integer NOT NULL,
	"entered_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_marks_student_id_subject_id_year_id_term_key_component_key_pk" PRIMARY KEY("student_id","subject_id","year_id","term_key","component_key"),
	CONSTRAINT "exam_marks_one_value_check" CHECK (num_nonnulls("exam_marks"."score_centi", "exam_marks"."code", "exam_marks"."indicator") = 1),
	CONSTRAINT "exam_marks_code_check" CHECK ("exam_marks"."code" is null or "exam_marks"."code" in ('AB', 'ML')),
	CONSTRAINT "exam_marks_score_check" CHECK ("exam_marks"."score_centi" is null or "exam_marks"."score_centi" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"section_id" uuid,
	"year_id" uuid NOT NULL,
	"term_key" text NOT NULL,
	"version" integer NOT NULL,
	"scheme_id" uuid NOT NULL,
	"scheme_version" integer NOT NULL,
	"card" jsonb NOT NULL,
	"reason" text,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" text NOT NULL,
	"visible_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_schedule" (
	"tenant_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"year_id" uuid NOT NULL,
	"term_key" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"component_key" text NOT NULL,
	"on" date NOT NULL,
	CONSTRAINT "exam_schedule_class_id_year_id_term_key_subject_id_component_key_pk" PRIMARY KEY("class_id","year_id","term_key","subject_id","component_key")
);
--> statement-breakpoint
CREATE TABLE "exam_scheme_versions" (
	"tenant_id" uuid NOT NULL,
	"scheme_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_scheme_versions_scheme_id_version_pk" PRIMARY KEY("scheme_id","version")
);
--> statement-breakpoint
CREATE TABLE "exam_schemes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"release_delay_days" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_schemes_delay_check" CHECK ("exam_schemes"."release_delay_days" between 0 and 30)
);
--> statement-breakpoint
CREATE TABLE "exam_section_terms" (
	"tenant_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"year_id" uuid NOT NULL,
	"term_key" text NOT NULL,
	"proofread_at" timestamp with time zone,
	"proofread_by" text,
	"published_at" timestamp with time zone,
	"published_by" text,
	CONSTRAINT "exam_section_terms_section_id_year_id_term_key_pk" PRIMARY KEY("section_id","year_id","term_key")
);
--> statement-breakpoint
CREATE TABLE "exam_student_terms" (
	"tenant_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"year_id" uuid NOT NULL,
	"term_key" text NOT NULL,
	"grades" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_student_terms_student_id_year_id_term_key_pk" PRIMARY KEY("student_id","year_id","term_key")
);
--> statement-breakpoint
CREATE TABLE "exam_terms" (
	"tenant_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"year_id" uuid NOT NULL,
	"term_key" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"entry_closes_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_terms_class_id_year_id_term_key_pk" PRIMARY KEY("class_id","year_id","term_key"),
	CONSTRAINT "exam_terms_dates_check" CHECK ("exam_terms"."starts_on" is null or "exam_terms"."ends_on" is null or "exam_terms"."starts_on" <= "exam_terms"."ends_on")
);
--> statement-breakpoint
ALTER TABLE "exam_class_schemes" ADD CONSTRAINT "exam_class_schemes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_class_schemes" ADD CONSTRAINT "exam_class_schemes_class_id_tenant_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."tenant_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_class_schemes" ADD CONSTRAINT "exam_class_schemes_year_id_academic_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."academic_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_class_schemes" ADD CONSTRAINT "exam_class_schemes_scheme_id_exam_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."exam_schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_subject_id_tenant_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."tenant_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_year_id_academic_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."academic_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_scheme_id_exam_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."exam_schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_entered_by_portal_members_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."portal_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_section_id_class_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."class_sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_year_id_academic_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."academic_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_scheme_id_exam_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."exam_schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_schedule" ADD CONSTRAINT "exam_schedule_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_schedule" ADD CONSTRAINT "exam_schedule_class_id_tenant_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."tenant_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_schedule" ADD CONSTRAINT "exam_schedule_year_id_academic_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."academic_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_schedule" ADD CONSTRAINT "exam_schedule_subject_id_tenant_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."tenant_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_scheme_versions" ADD CONSTRAINT "exam_scheme_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_scheme_versions" ADD CONSTRAINT "exam_scheme_versions_scheme_id_exam_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."exam_schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_schemes" ADD CONSTRAINT "exam_schemes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_section_terms" ADD CONSTRAINT "exam_section_terms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_section_terms" ADD CONSTRAINT "exam_section_terms_section_id_class_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."class_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_section_terms" ADD CONSTRAINT "exam_section_terms_year_id_academic_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."academic_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_student_terms" ADD CONSTRAINT "exam_student_terms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_student_terms" ADD CONSTRAINT "exam_student_terms_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_student_terms" ADD CONSTRAINT "exam_student_terms_year_id_academic_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."academic_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_student_terms" ADD CONSTRAINT "exam_student_terms_updated_by_portal_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."portal_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_terms" ADD CONSTRAINT "exam_terms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_terms" ADD CONSTRAINT "exam_terms_class_id_tenant_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."tenant_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_terms" ADD CONSTRAINT "exam_terms_year_id_academic_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."academic_years"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_class_schemes_scheme_idx" ON "exam_class_schemes" USING btree ("scheme_id");--> statement-breakpoint
CREATE INDEX "exam_marks_subject_idx" ON "exam_marks" USING btree ("tenant_id","year_id","term_key","subject_id");--> statement-breakpoint
CREATE INDEX "exam_marks_scheme_idx" ON "exam_marks" USING btree ("scheme_id","scheme_version");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_results_version_unique" ON "exam_results" USING btree ("student_id","year_id","term_key","version");--> statement-breakpoint
CREATE INDEX "exam_results_section_idx" ON "exam_results" USING btree ("tenant_id","section_id","year_id","term_key");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_schemes_tenant_name_unique" ON "exam_schemes" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
-- hand-written: row-level security for the exam tables, as for the portal's (0008_portal.sql).
DO $$
DECLARE
  portal_table text;
BEGIN
  FOREACH portal_table IN ARRAY ARRAY['exam_schemes', 'exam_scheme_versions', 'exam_class_schemes',
    'exam_terms', 'exam_schedule', 'exam_marks', 'exam_student_terms', 'exam_section_terms',
    'exam_results'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', portal_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) '
      'WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)',
      portal_table || '_tenant_isolation', portal_table);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO shala_tenant', portal_table);
  END LOOP;
END $$;--> statement-breakpoint
-- A published result is a snapshot (docs/decisions/0038-assessment-schemes-are-versioned-data.md):
-- the portal inserts the next version, never changes or deletes one.
REVOKE UPDATE, DELETE ON exam_results FROM shala_tenant;--> statement-breakpoint
-- The exam permissions for the built-in roles schools already have (common/portal/permissions.ts).
UPDATE portal_roles SET permissions = permissions || '["exams.view", "exams.enter", "exams.publish", "exams.configure"]'::jsonb
  WHERE built_in IN ('owner', 'administrator');--> statement-breakpoint
UPDATE portal_roles SET permissions = permissions || '["exams.view", "exams.enter"]'::jsonb WHERE built_in = 'teacher';
