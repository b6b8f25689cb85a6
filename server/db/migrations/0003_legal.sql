CREATE TABLE "legal_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_documents_type_version_unique" UNIQUE("type","version"),
	CONSTRAINT "legal_documents_type_check" CHECK ("legal_documents"."type" in ('TERMS_AND_CONDITIONS', 'PRIVACY_POLICY')),
	CONSTRAINT "legal_documents_version_check" CHECK ("legal_documents"."version" > 0)
);
