CREATE TABLE "student_batches" (
	"tenant_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_batches_pk" PRIMARY KEY("section_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "tenant_classes" DROP CONSTRAINT "tenant_classes_grade_check";--> statement-breakpoint
ALTER TABLE "tenant_classes" ALTER COLUMN "grade" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_classes" ALTER COLUMN "stage" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "tenant_classes" ALTER COLUMN "series" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "class_sections" ADD COLUMN "weekdays" integer[];--> statement-breakpoint
ALTER TABLE "class_sections" ADD COLUMN "starts_at" integer;--> statement-breakpoint
ALTER TABLE "class_sections" ADD COLUMN "ends_at" integer;--> statement-breakpoint
ALTER TABLE "class_sections" ADD COLUMN "room" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_sections" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "tenant_classes" ADD COLUMN "custom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_classes" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "kind" text DEFAULT 'school' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_batches" ADD CONSTRAINT "student_batches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_batches" ADD CONSTRAINT "student_batches_section_id_class_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."class_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_batches" ADD CONSTRAINT "student_batches_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_batches_student_idx" ON "student_batches" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "tenant_classes_tenant_position_idx" ON "tenant_classes" USING btree ("tenant_id","position");--> statement-breakpoint
ALTER TABLE "class_sections" ADD CONSTRAINT "class_sections_slot_check" CHECK (("class_sections"."starts_at" is null) = ("class_sections"."ends_at" is null) and ("class_sections"."starts_at" is null or "class_sections"."starts_at" < "class_sections"."ends_at"));--> statement-breakpoint
ALTER TABLE "class_sections" ADD CONSTRAINT "class_sections_capacity_check" CHECK ("class_sections"."capacity" is null or "class_sections"."capacity" > 0);--> statement-breakpoint
ALTER TABLE "tenant_classes" ADD CONSTRAINT "tenant_classes_grade_check" CHECK ("tenant_classes"."grade" is null or "tenant_classes"."grade" between 1 and 12);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_kind_check" CHECK ("tenants"."kind" in ('school', 'coaching'));--> statement-breakpoint
UPDATE "tenant_classes" SET "position" = "grade" WHERE "grade" IS NOT NULL;
--> statement-breakpoint
-- Row-level security for the new table, as for the portal's (0008_portal.sql).
ALTER TABLE "student_batches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "student_batches_tenant_isolation" ON "student_batches"
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "student_batches" TO shala_tenant;
