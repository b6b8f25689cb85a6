CREATE TABLE "provisioning_jobs" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"features" jsonb NOT NULL,
	"classes_done" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"requested_at" timestamp with time zone NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provisioning_jobs_state_check" CHECK ("provisioning_jobs"."state" in ('pending', 'running', 'succeeded', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "tenant_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"grade" integer NOT NULL,
	"name" text NOT NULL,
	"stage" text NOT NULL,
	"series" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_classes_tenant_grade_unique" UNIQUE("tenant_id","grade"),
	CONSTRAINT "tenant_classes_grade_check" CHECK ("tenant_classes"."grade" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "tenant_features" (
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean NOT NULL,
	"values" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_features_pk" PRIMARY KEY("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "tenant_subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"name" text NOT NULL,
	"note" text,
	"unconfirmed" boolean DEFAULT false NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_subjects_class_name_unique" UNIQUE("class_id","name")
);
--> statement-breakpoint
CREATE TABLE "tenant_textbooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"title" text NOT NULL,
	"ncert_code" text NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_textbooks_subject_code_unique" UNIQUE("subject_id","ncert_code")
);
--> statement-breakpoint
ALTER TABLE "provisioning_jobs" ADD CONSTRAINT "provisioning_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_classes" ADD CONSTRAINT "tenant_classes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_features" ADD CONSTRAINT "tenant_features_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_subjects" ADD CONSTRAINT "tenant_subjects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_subjects" ADD CONSTRAINT "tenant_subjects_class_id_tenant_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."tenant_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_textbooks" ADD CONSTRAINT "tenant_textbooks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_textbooks" ADD CONSTRAINT "tenant_textbooks_subject_id_tenant_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."tenant_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provisioning_jobs_due_idx" ON "provisioning_jobs" USING btree ("state","run_after");--> statement-breakpoint
CREATE INDEX "tenant_subjects_tenant_idx" ON "tenant_subjects" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "tenant_textbooks_tenant_idx" ON "tenant_textbooks" USING btree ("tenant_id");