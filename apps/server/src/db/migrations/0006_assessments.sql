CREATE TABLE "assessment_attempt_questions" (
	"attempt_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb,
	"answered_at" timestamp with time zone,
	"is_correct" boolean,
	"earned_points" integer,
	CONSTRAINT "assessment_attempt_questions_attempt_id_position_pk" PRIMARY KEY("attempt_id","position")
);
--> statement-breakpoint
CREATE TABLE "assessment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"track" text NOT NULL,
	"level" integer NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"seed" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"earned_points" integer,
	"max_points" integer,
	"obtained_score" integer,
	"total_score" integer DEFAULT 100 NOT NULL,
	"passed" boolean,
	"breakdown" jsonb,
	"is_public" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"track" text NOT NULL,
	"level" integer NOT NULL,
	"type" text NOT NULL,
	"topic" text NOT NULL,
	"points" integer DEFAULT 1 NOT NULL,
	"content" jsonb NOT NULL,
	"answer_key" jsonb NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"origin" text NOT NULL,
	"bank_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"talent_user_id" integer NOT NULL,
	"track" text NOT NULL,
	"level" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"job_application_id" integer,
	"completed_attempt_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assessment_attempt_questions" ADD CONSTRAINT "assessment_attempt_questions_attempt_id_assessment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."assessment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempt_questions" ADD CONSTRAINT "assessment_attempt_questions_question_id_assessment_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assessment_questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_requests" ADD CONSTRAINT "assessment_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_requests" ADD CONSTRAINT "assessment_requests_talent_user_id_users_id_fk" FOREIGN KEY ("talent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_requests" ADD CONSTRAINT "assessment_requests_completed_attempt_id_assessment_attempts_id_fk" FOREIGN KEY ("completed_attempt_id") REFERENCES "public"."assessment_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempt_questions_question_key" ON "assessment_attempt_questions" USING btree ("attempt_id","question_id");--> statement-breakpoint
CREATE INDEX "assessment_attempt_questions_usage_idx" ON "assessment_attempt_questions" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempts_one_open_key" ON "assessment_attempts" USING btree ("user_id") WHERE "assessment_attempts"."status" = 'IN_PROGRESS';--> statement-breakpoint
CREATE INDEX "assessment_attempts_user_idx" ON "assessment_attempts" USING btree ("user_id","track","level","ended_at" desc);--> statement-breakpoint
CREATE INDEX "assessment_attempts_due_idx" ON "assessment_attempts" USING btree ("deadline_at") WHERE "assessment_attempts"."status" = 'IN_PROGRESS';--> statement-breakpoint
CREATE INDEX "assessment_attempts_track_idx" ON "assessment_attempts" USING btree ("track","level","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_questions_key_version_key" ON "assessment_questions" USING btree ("key","version");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_questions_active_key" ON "assessment_questions" USING btree ("key") WHERE "assessment_questions"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "assessment_questions_pool_idx" ON "assessment_questions" USING btree ("track","level","status");--> statement-breakpoint
CREATE INDEX "assessment_requests_talent_idx" ON "assessment_requests" USING btree ("talent_user_id","status","created_at" desc);--> statement-breakpoint
CREATE INDEX "assessment_requests_organization_idx" ON "assessment_requests" USING btree ("organization_id");