-- Hiring teams (decision 034): roles OWNER, RECRUITER, INTERVIEWER; invitations by e-mail; interviewers assigned to
-- postings. Existing members stay owners; the unused MEMBER role becomes RECRUITER.
UPDATE "organization_members" SET "member_role" = 'RECRUITER' WHERE "member_role" = 'MEMBER';--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_role_check"
  CHECK ("member_role" IN ('OWNER', 'RECRUITER', 'INTERVIEWER'));--> statement-breakpoint
CREATE TABLE "organization_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"member_role" text NOT NULL CHECK ("member_role" IN ('OWNER', 'RECRUITER', 'INTERVIEWER')),
	"token_hash" text NOT NULL,
	"invited_by" integer REFERENCES "users"("id") ON DELETE set null,
	"locale" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_token_idx" ON "organization_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "organization_invitations_org_idx" ON "organization_invitations" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE TABLE "posting_assignments" (
	"posting_id" integer NOT NULL REFERENCES "job_postings"("id") ON DELETE cascade,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"assigned_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posting_assignments_posting_id_user_id_pk" PRIMARY KEY("posting_id","user_id")
);--> statement-breakpoint
CREATE INDEX "posting_assignments_user_idx" ON "posting_assignments" USING btree ("user_id");
