CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"posting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'APPLIED' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"offered_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"hired_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_follows" (
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_follows_user_id_organization_id_pk" PRIMARY KEY("user_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "posting_follows" (
	"user_id" integer NOT NULL,
	"posting_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posting_follows_user_id_posting_id_pk" PRIMARY KEY("user_id","posting_id")
);
--> statement-breakpoint
CREATE TABLE "job_posting_views" (
	"posting_id" integer NOT NULL,
	"viewer_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "job_posting_views_posting_id_viewer_id_day_pk" PRIMARY KEY("posting_id","viewer_id","day")
);
--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"employment_types" text[] NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"work_modes" text[] NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"currency_code" text NOT NULL,
	"salary_min" bigint,
	"salary_max" bigint,
	"salary_type" text NOT NULL,
	"salary_min_krw" bigint,
	"salary_max_krw" bigint,
	"business_overview" text NOT NULL,
	"required_qualification" text NOT NULL,
	"preferred_qualification" text,
	"other_details" text,
	"status" text DEFAULT 'HIDDEN' NOT NULL,
	"use_ai_summary" boolean DEFAULT false NOT NULL,
	"ai_summary" text,
	"job_role_category_ids" integer[] DEFAULT '{}' NOT NULL,
	"skill_category_ids" integer[] DEFAULT '{}' NOT NULL,
	"required_assessments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"optional_assessments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text NOT NULL,
	"search_grams" text[] NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"applicant_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_follows" ADD CONSTRAINT "organization_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_follows" ADD CONSTRAINT "organization_follows_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_follows" ADD CONSTRAINT "posting_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_follows" ADD CONSTRAINT "posting_follows_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posting_views" ADD CONSTRAINT "job_posting_views_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_posting_views" ADD CONSTRAINT "job_posting_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_posting_user_key" ON "applications" USING btree ("posting_id","user_id");--> statement-breakpoint
CREATE INDEX "applications_user_applied_idx" ON "applications" USING btree ("user_id","applied_at","id");--> statement-breakpoint
CREATE INDEX "applications_user_status_idx" ON "applications" USING btree ("user_id","status","applied_at");--> statement-breakpoint
CREATE INDEX "applications_posting_status_idx" ON "applications" USING btree ("posting_id","status","applied_at");--> statement-breakpoint
CREATE INDEX "organization_follows_user_created_idx" ON "organization_follows" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "organization_follows_org_idx" ON "organization_follows" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "posting_follows_user_created_idx" ON "posting_follows" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "posting_follows_posting_idx" ON "posting_follows" USING btree ("posting_id");--> statement-breakpoint
CREATE INDEX "job_postings_org_created_idx" ON "job_postings" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_postings_org_status_created_idx" ON "job_postings" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "job_postings_org_ended_idx" ON "job_postings" USING btree ("organization_id","ended_at","id");--> statement-breakpoint
CREATE INDEX "job_postings_org_views_idx" ON "job_postings" USING btree ("organization_id","view_count","id");--> statement-breakpoint
CREATE INDEX "job_postings_org_applicants_idx" ON "job_postings" USING btree ("organization_id","applicant_count","id");--> statement-breakpoint
CREATE INDEX "job_postings_open_started_idx" ON "job_postings" USING btree ("started_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'VISIBLE';--> statement-breakpoint
CREATE INDEX "job_postings_open_ended_idx" ON "job_postings" USING btree ("ended_at","id") WHERE status = 'VISIBLE';--> statement-breakpoint
CREATE INDEX "job_postings_open_salary_idx" ON "job_postings" USING btree ("salary_max_krw" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'VISIBLE';--> statement-breakpoint
CREATE INDEX "job_postings_open_salary_min_idx" ON "job_postings" USING btree ("salary_min_krw") WHERE status = 'VISIBLE';--> statement-breakpoint
CREATE INDEX "job_postings_open_country_idx" ON "job_postings" USING btree ("country","started_at" DESC NULLS LAST) WHERE status = 'VISIBLE';--> statement-breakpoint
CREATE INDEX "job_postings_open_org_idx" ON "job_postings" USING btree ("organization_id","started_at" DESC NULLS LAST) WHERE status = 'VISIBLE';--> statement-breakpoint
CREATE INDEX "job_postings_search_trgm_idx" ON "job_postings" USING gin ("search_text" gin_trgm_ops) WHERE status = 'VISIBLE';--> statement-breakpoint
CREATE INDEX "job_postings_search_grams_idx" ON "job_postings" USING gin ("search_grams") WHERE status = 'VISIBLE';--> statement-breakpoint
CREATE INDEX "job_postings_employment_types_idx" ON "job_postings" USING gin ("employment_types") WHERE status = 'VISIBLE';--> statement-breakpoint
CREATE INDEX "job_postings_work_modes_idx" ON "job_postings" USING gin ("work_modes") WHERE status = 'VISIBLE';--> statement-breakpoint
CREATE INDEX "job_postings_role_categories_idx" ON "job_postings" USING gin ("job_role_category_ids") WHERE status = 'VISIBLE';--> statement-breakpoint
CREATE INDEX "job_postings_skill_categories_idx" ON "job_postings" USING gin ("skill_category_ids") WHERE status = 'VISIBLE';