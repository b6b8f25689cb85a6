CREATE TABLE "school_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"erase_at" timestamp with time zone NOT NULL,
	"notify_email" text,
	"notify_language" text DEFAULT 'en' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	CONSTRAINT "school_closures_state_check" CHECK ("school_closures"."state" in ('pending', 'cancelled', 'erased'))
);
--> statement-breakpoint
CREATE TABLE "school_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"requested_by" uuid,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"job_id" uuid,
	"bytes" integer,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "school_exports_state_check" CHECK ("school_exports"."state" in ('queued', 'running', 'ready', 'failed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "school_closures" ADD CONSTRAINT "school_closures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_exports" ADD CONSTRAINT "school_exports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_closures_tenant_idx" ON "school_closures" USING btree ("tenant_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "school_closures_one_pending" ON "school_closures" USING btree ("tenant_id") WHERE "school_closures"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "school_exports_tenant_idx" ON "school_exports" USING btree ("tenant_id","requested_at");--> statement-breakpoint
-- hand-written: row-level security for the school-data tables, as for the portal's (0008_portal.sql).
DO $$
DECLARE
  portal_table text;
BEGIN
  FOREACH portal_table IN ARRAY ARRAY['school_exports', 'school_closures'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', portal_table);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid) '
      'WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)',
      portal_table || '_tenant_isolation', portal_table);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO shala_tenant', portal_table);
  END LOOP;
END $$;
