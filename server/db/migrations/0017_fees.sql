CREATE TABLE "fee_allocations" (
	"tenant_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"plan_id" uuid,
	"instalment_key" text,
	"head_id" uuid,
	"amount_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_concession_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"value" bigint NOT NULL,
	"head_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_concession_rules_kind_check" CHECK ("fee_concession_rules"."kind" in ('sibling', 'staff_ward', 'rte', 'scholarship', 'hardship')),
	CONSTRAINT "fee_concession_rules_value_check" CHECK ("fee_concession_rules"."mode" in ('percent', 'fixed') and "fee_concession_rules"."value" >= 0 and ("fee_concession_rules"."mode" = 'fixed' or "fee_concession_rules"."value" <= 10000))
);
--> statement-breakpoint
CREATE TABLE "fee_concessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"reason" text DEFAULT '' NOT NULL,
	"approved_by" text DEFAULT '' NOT NULL,
	"employee_id" uuid,
	"granted_by" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "fee_heads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"gst_rate_bp" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_heads_kind_check" CHECK ("fee_heads"."kind" in ('recurring', 'one_time'))
);
--> statement-breakpoint
CREATE TABLE "fee_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"attempt_key" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"mode" text,
	"reference" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reverses" uuid,
	"at" timestamp with time zone NOT NULL,
	"on_date" date NOT NULL,
	"pay_by" date,
	"member_id" uuid,
	"by_name" text NOT NULL,
	CONSTRAINT "fee_ledger_entries_kind_check" CHECK ("fee_ledger_entries"."kind" in ('payment', 'cancellation', 'refund', 'waiver', 'adjustment')),
	CONSTRAINT "fee_ledger_entries_mode_check" CHECK ("fee_ledger_entries"."mode" is null or "fee_ledger_entries"."mode" in ('cash', 'cheque', 'upi', 'card', 'bank')),
	CONSTRAINT "fee_ledger_entries_sign_check" CHECK (("fee_ledger_entries"."kind" in ('payment', 'waiver') and "fee_ledger_entries"."amount_paise" > 0) or ("fee_ledger_entries"."kind" in ('cancellation', 'refund') and "fee_ledger_entries"."amount_paise" < 0) or "fee_ledger_entries"."kind" = 'adjustment')
);
--> statement-breakpoint
CREATE TABLE "fee_plan_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"state" text NOT NULL,
	"effective_from" date NOT NULL,
	"instalments" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_plan_versions_state_check" CHECK ("fee_plan_versions"."state" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "fee_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"year_id" uuid NOT NULL,
	"name" text NOT NULL,
	"class_id" uuid,
	"section_id" uuid,
	"category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_plans_scope_check" CHECK (("fee_plans"."class_id" is null) <> ("fee_plans"."section_id" is null))
);
--> statement-breakpoint
CREATE TABLE "fee_receipt_counters" (
	"tenant_id" uuid NOT NULL,
	"series" text NOT NULL,
	"year_name" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "fee_receipt_counters_pk" PRIMARY KEY("tenant_id","series","year_name")
);
--> statement-breakpoint
CREATE TABLE "fee_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"series" text NOT NULL,
	"year_name" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"printed" jsonb NOT NULL,
	"tax" jsonb,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"guardian_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"upi_vpa" text DEFAULT '' NOT NULL,
	"upi_payee" text DEFAULT '' NOT NULL,
	"receipt_series" text DEFAULT 'R' NOT NULL,
	"fine_grace_days" integer DEFAULT 0 NOT NULL,
	"fine_kind" text DEFAULT 'none' NOT NULL,
	"fine_paise" bigint DEFAULT 0 NOT NULL,
	"fine_cap_paise" bigint DEFAULT 0 NOT NULL,
	"advance_limit_paise" bigint DEFAULT 0 NOT NULL,
	"reminder_days_before" integer DEFAULT 3 NOT NULL,
	"reminder_days_after" integer DEFAULT 7 NOT NULL,
	"office_phone" text DEFAULT '' NOT NULL,
	"gst_mode" boolean DEFAULT false NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"date" date,
	"amount_paise" bigint NOT NULL,
	"narration" text NOT NULL,
	"utr" text,
	"state" text NOT NULL,
	"entry_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "fee_statement_lines_state_check" CHECK ("fee_statement_lines"."state" in ('matched', 'confirmed', 'unmatched', 'resolved', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "fee_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"uploaded_by" text NOT NULL,
	"import_id" uuid
);
--> statement-breakpoint
CREATE TABLE "fee_student_categories" (
	"tenant_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "fee_student_categories_pk" PRIMARY KEY("student_id","category")
);
--> statement-breakpoint
ALTER TABLE "fee_allocations" ADD CONSTRAINT "fee_allocations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_allocations" ADD CONSTRAINT "fee_allocations_entry_id_fee_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."fee_ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_concession_rules" ADD CONSTRAINT "fee_concession_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_rule_id_fee_concession_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."fee_concession_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_concessions" ADD CONSTRAINT "fee_concessions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_heads" ADD CONSTRAINT "fee_heads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger_entries" ADD CONSTRAINT "fee_ledger_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plan_versions" ADD CONSTRAINT "fee_plan_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plan_versions" ADD CONSTRAINT "fee_plan_versions_plan_id_fee_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."fee_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD CONSTRAINT "fee_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD CONSTRAINT "fee_plans_year_id_academic_years_id_fk" FOREIGN KEY ("year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD CONSTRAINT "fee_plans_class_id_tenant_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."tenant_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_plans" ADD CONSTRAINT "fee_plans_section_id_class_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."class_sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receipt_counters" ADD CONSTRAINT "fee_receipt_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receipts" ADD CONSTRAINT "fee_receipts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_receipts" ADD CONSTRAINT "fee_receipts_entry_id_fee_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."fee_ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_reminders" ADD CONSTRAINT "fee_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_settings" ADD CONSTRAINT "fee_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_statement_lines" ADD CONSTRAINT "fee_statement_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_statement_lines" ADD CONSTRAINT "fee_statement_lines_statement_id_fee_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."fee_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_statement_lines" ADD CONSTRAINT "fee_statement_lines_entry_id_fee_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."fee_ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_statements" ADD CONSTRAINT "fee_statements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_statements" ADD CONSTRAINT "fee_statements_import_id_portal_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."portal_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_student_categories" ADD CONSTRAINT "fee_student_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_student_categories" ADD CONSTRAINT "fee_student_categories_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_allocations_student_idx" ON "fee_allocations" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "fee_allocations_entry_idx" ON "fee_allocations" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_concession_rules_tenant_name_unique" ON "fee_concession_rules" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "fee_concessions_student_idx" ON "fee_concessions" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_heads_tenant_name_unique" ON "fee_heads" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "fee_ledger_entries_attempt_unique" ON "fee_ledger_entries" USING btree ("tenant_id","attempt_key");--> statement-breakpoint
CREATE INDEX "fee_ledger_entries_student_idx" ON "fee_ledger_entries" USING btree ("tenant_id","student_id");--> statement-breakpoint
CREATE INDEX "fee_ledger_entries_day_idx" ON "fee_ledger_entries" USING btree ("tenant_id","on_date");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_ledger_entries_one_cancellation" ON "fee_ledger_entries" USING btree ("tenant_id","reverses") WHERE "fee_ledger_entries"."kind" = 'cancellation';--> statement-breakpoint
CREATE UNIQUE INDEX "fee_plan_versions_plan_version_unique" ON "fee_plan_versions" USING btree ("plan_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_plan_versions_one_draft" ON "fee_plan_versions" USING btree ("plan_id") WHERE "fee_plan_versions"."state" = 'draft';--> statement-breakpoint
CREATE INDEX "fee_plans_tenant_year_idx" ON "fee_plans" USING btree ("tenant_id","year_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_receipts_number_unique" ON "fee_receipts" USING btree ("tenant_id","series","year_name","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_receipts_entry_unique" ON "fee_receipts" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "fee_reminders_guardian_idx" ON "fee_reminders" USING btree ("tenant_id","guardian_id","sent_at");--> statement-breakpoint
CREATE INDEX "fee_reminders_student_idx" ON "fee_reminders" USING btree ("tenant_id","student_id","sent_at");--> statement-breakpoint
CREATE INDEX "fee_statement_lines_statement_idx" ON "fee_statement_lines" USING btree ("statement_id","line");--> statement-breakpoint
CREATE INDEX "fee_statements_tenant_idx" ON "fee_statements" USING btree ("tenant_id","uploaded_at");--> statement-breakpoint
-- hand-written: row-level security for the fee tables, as for the portal's (0008_portal.sql).
DO $$
DECLARE
  portal_table text;
BEGIN
  FOREACH portal_table IN ARRAY ARRAY['fee_settings', 'fee_heads', 'fee_plans', 'fee_plan_versions',
    'fee_student_categories', 'fee_concession_rules', 'fee_concessions', 'fee_receipt_counters',
    'fee_ledger_entries', 'fee_allocations', 'fee_receipts', 'fee_statements', 'fee_statement_lines',
    'fee_reminders'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', portal_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) '
      'WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)',
      portal_table || '_tenant_isolation', portal_table);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO shala_tenant', portal_table);
  END LOOP;
END $$;--> statement-breakpoint
-- The books are append-only for the portal (docs/decisions/0036-fees-append-only-ledger.md), as
-- the audit log is (0009_students.sql).
REVOKE UPDATE, DELETE ON fee_ledger_entries, fee_allocations, fee_receipts FROM shala_tenant;--> statement-breakpoint
-- A published plan version never changes, whoever asks: what was billed stays as billed.
-- (Deleting one is the service's refusal: a closing school's erasure deletes them with its plans.)
CREATE FUNCTION fee_plan_versions_published_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.state = 'published' THEN
    RAISE EXCEPTION 'a published fee plan version cannot be changed' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER fee_plan_versions_published_frozen BEFORE UPDATE ON fee_plan_versions
  FOR EACH ROW EXECUTE FUNCTION fee_plan_versions_published_frozen();--> statement-breakpoint
-- The fee permissions for the built-in roles schools already have (common/portal/permissions.ts),
-- and the new built-in Accountant role. A school whose own role is already named "Accountant"
-- keeps it, and gets no built-in one.
UPDATE portal_roles SET permissions = permissions || '["fees.view", "fees.collect", "fees.cancel", "fees.configure", "fees.concession"]'::jsonb
  WHERE built_in IN ('owner', 'administrator');--> statement-breakpoint
UPDATE portal_roles SET permissions = permissions || '["fees.view", "fees.collect"]'::jsonb WHERE built_in = 'office_staff';--> statement-breakpoint
INSERT INTO portal_roles (tenant_id, name, built_in, permissions, created_at, updated_at)
  SELECT tenant_id, 'Accountant', 'accountant',
    '["employees.view", "academics.view", "students.view", "fees.view", "fees.collect", "fees.cancel", "fees.configure", "fees.concession"]'::jsonb, now(), now()
  FROM portal_roles WHERE built_in = 'owner'
  ON CONFLICT DO NOTHING;
