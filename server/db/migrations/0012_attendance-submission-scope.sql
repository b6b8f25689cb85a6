-- hand-written, first: drizzle-kit generates this line commented out (it cannot name the old primary key), and the new key needs it gone.
ALTER TABLE "attendance_submissions" DROP CONSTRAINT "attendance_submissions_pkey";--> statement-breakpoint
ALTER TABLE "attendance_submissions" ADD CONSTRAINT "attendance_submissions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
