CREATE TABLE "academic_years" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "academic_years_dates_check" CHECK ("academic_years"."starts_on" < "academic_years"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "class_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"department_id" uuid,
	"designation_id" uuid,
	"joining_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_centres" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role_id" uuid NOT NULL,
	"status" text NOT NULL,
	"password_hash" text,
	"language" text DEFAULT 'en' NOT NULL,
	"employee_id" uuid,
	"invited_by" uuid,
	"invited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_members_tenant_email_unique" UNIQUE("tenant_id","email"),
	CONSTRAINT "portal_members_status_check" CHECK ("portal_members"."status" in ('invited', 'active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "portal_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"built_in" text,
	"permissions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "portal_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "portal_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "portal_tokens_kind_check" CHECK ("portal_tokens"."kind" in ('handoff', 'invitation', 'password_reset'))
);
--> statement-breakpoint
ALTER TABLE "tenant_subjects" ADD COLUMN "custom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "academic_years" ADD CONSTRAINT "academic_years_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sections" ADD CONSTRAINT "class_sections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sections" ADD CONSTRAINT "class_sections_class_id_tenant_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."tenant_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designations" ADD CONSTRAINT "designations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_designation_id_designations_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."designations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_centres" ADD CONSTRAINT "learning_centres_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_members" ADD CONSTRAINT "portal_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_members" ADD CONSTRAINT "portal_members_role_id_portal_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."portal_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_roles" ADD CONSTRAINT "portal_roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD CONSTRAINT "portal_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_sessions" ADD CONSTRAINT "portal_sessions_member_id_portal_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."portal_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_tokens" ADD CONSTRAINT "portal_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_tokens" ADD CONSTRAINT "portal_tokens_member_id_portal_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."portal_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "academic_years_tenant_name_unique" ON "academic_years" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "academic_years_tenant_current_unique" ON "academic_years" USING btree ("tenant_id") WHERE "academic_years"."current";--> statement-breakpoint
CREATE UNIQUE INDEX "class_sections_class_name_unique" ON "class_sections" USING btree ("class_id",lower("name"));--> statement-breakpoint
CREATE INDEX "class_sections_tenant_idx" ON "class_sections" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_tenant_name_unique" ON "departments" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "designations_tenant_name_unique" ON "designations" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_tenant_email_unique" ON "employees" USING btree ("tenant_id","email") WHERE "employees"."email" is not null;--> statement-breakpoint
CREATE INDEX "employees_tenant_name_idx" ON "employees" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_centres_tenant_name_unique" ON "learning_centres" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "learning_centres_tenant_main_unique" ON "learning_centres" USING btree ("tenant_id") WHERE "learning_centres"."main";--> statement-breakpoint
CREATE UNIQUE INDEX "portal_roles_tenant_name_unique" ON "portal_roles" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "portal_roles_tenant_built_in_unique" ON "portal_roles" USING btree ("tenant_id","built_in");--> statement-breakpoint
CREATE INDEX "portal_sessions_member_idx" ON "portal_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "portal_tokens_member_kind_idx" ON "portal_tokens" USING btree ("member_id","kind");--> statement-breakpoint
-- Row-level security: the second wall behind the application's own scoping
-- (docs/requirements/portal.md#tenant-isolation). Portal requests run each transaction as
-- `shala_tenant`, a role that is neither a superuser nor the tables' owner and has no BYPASSRLS,
-- with `app.tenant_id` set for that transaction (server/db/tenant-scope.ts); every policy admits
-- only that tenant's rows, for reading and writing. Without the setting a query sees nothing.
-- Roles belong to the whole PostgreSQL cluster: create it once (two databases migrating at the
-- same time may both try), and let the connecting role switch to it.
DO $$
BEGIN
  -- An administrator may have created the role already (the app's own role then needs no CREATEROLE).
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'shala_tenant') THEN
    BEGIN
      CREATE ROLE shala_tenant NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END;
  END IF;
  IF NOT pg_has_role(current_user, 'shala_tenant', 'MEMBER') THEN
    EXECUTE format('GRANT shala_tenant TO %I', current_user);
  END IF;
  EXECUTE format('GRANT USAGE ON SCHEMA %I TO shala_tenant', current_schema());
END $$;--> statement-breakpoint
DO $$
DECLARE
  portal_table text;
BEGIN
  FOREACH portal_table IN ARRAY ARRAY[
    'portal_roles', 'portal_members', 'portal_sessions', 'portal_tokens', 'departments', 'designations',
    'employees', 'academic_years', 'learning_centres', 'class_sections', 'tenant_classes', 'tenant_subjects',
    'tenant_textbooks'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', portal_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) '
      'WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)',
      portal_table || '_tenant_isolation', portal_table);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO shala_tenant', portal_table);
  END LOOP;
END $$;