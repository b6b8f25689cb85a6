ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "sessions" SET "last_seen_at" = "created_at";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "client_key_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_claim_hash" text;
