-- Résumés (decision 038): richer entries, the talent's PDF files, named résumé versions, and what an application sent.
ALTER TABLE "profile_work_experiences" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "profile_projects" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "profile_projects" ADD COLUMN "links" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE TABLE "talent_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "talent_files_user_idx" ON "talent_files" USING btree ("user_id","id");--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "resumes_user_idx" ON "resumes" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_one_default_key" ON "resumes" USING btree ("user_id") WHERE "resumes"."is_default";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cover_letter" text;--> statement-breakpoint
CREATE TABLE "application_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "application_attachments_app_idx" ON "application_attachments" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "application_attachments_key_idx" ON "application_attachments" USING btree ("storage_key");
--> statement-breakpoint
ALTER TABLE "talent_files" ADD CONSTRAINT "talent_files_kind_check" CHECK ("talent_files"."kind" in ('CV', 'PORTFOLIO'));--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_language_check" CHECK ("resumes"."language" in ('en', 'ko'));
