CREATE TABLE "guardian_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"contact_kind" text NOT NULL,
	"contact_key" text NOT NULL,
	"verified_by" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "guardian_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "guardian_sessions_kind_check" CHECK ("guardian_sessions"."contact_kind" in ('phone', 'email'))
);
--> statement-breakpoint
CREATE TABLE "guardian_sign_in_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"contact_kind" text NOT NULL,
	"contact_key" text NOT NULL,
	"code_hash" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "guardian_sign_in_codes_kind_check" CHECK ("guardian_sign_in_codes"."contact_kind" in ('phone', 'email'))
);
--> statement-breakpoint
ALTER TABLE "guardian_sessions" ADD CONSTRAINT "guardian_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_sign_in_codes" ADD CONSTRAINT "guardian_sign_in_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_sessions_contact_idx" ON "guardian_sessions" USING btree ("tenant_id","contact_kind","contact_key");--> statement-breakpoint
CREATE INDEX "guardian_sign_in_codes_contact_idx" ON "guardian_sign_in_codes" USING btree ("tenant_id","contact_kind","contact_key");--> statement-breakpoint
-- hand-written: row-level security for the guardians' tables, as for the portal's (0008_portal.sql).
DO $$
DECLARE
  portal_table text;
BEGIN
  FOREACH portal_table IN ARRAY ARRAY['guardian_sign_in_codes', 'guardian_sessions'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', portal_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) '
      'WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)',
      portal_table || '_tenant_isolation', portal_table);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO shala_tenant', portal_table);
  END LOOP;
END $$;
