CREATE TABLE "job_role_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"upload_id" text NOT NULL,
	"variant" text NOT NULL,
	"purpose" text NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interest_job_roles" (
	"user_id" integer NOT NULL,
	"job_title_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "interest_job_roles_user_id_job_title_id_pk" PRIMARY KEY("user_id","job_title_id")
);
--> statement-breakpoint
CREATE TABLE "interest_skills" (
	"user_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "interest_skills_user_id_skill_id_pk" PRIMARY KEY("user_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "profile_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"issue_date" date NOT NULL,
	"cert_name" text NOT NULL,
	"issue_organization" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_educations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"school_name" text NOT NULL,
	"entrance_date" date NOT NULL,
	"graduation_date" date,
	"degree" text NOT NULL,
	"location" text NOT NULL,
	"major" text NOT NULL,
	"gpa" numeric(3, 2)
);
--> statement-breakpoint
CREATE TABLE "profile_job_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"category_id" integer NOT NULL,
	"job_role" text NOT NULL,
	"experience_years" integer NOT NULL,
	"is_representative" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"project_name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_tech_stacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"category_id" integer NOT NULL,
	"skill" text NOT NULL,
	"experience_years" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_urls" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_work_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"company_name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"job_position" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"job_seeking_status" text,
	"country" text,
	"city" text,
	"introduction" text,
	"is_job_offers_acceptable" boolean DEFAULT true NOT NULL,
	"profile_img_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_titles" ADD CONSTRAINT "job_titles_category_id_job_role_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."job_role_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_category_id_skill_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."skill_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_job_roles" ADD CONSTRAINT "interest_job_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_job_roles" ADD CONSTRAINT "interest_job_roles_job_title_id_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."job_titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_skills" ADD CONSTRAINT "interest_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_skills" ADD CONSTRAINT "interest_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_certificates" ADD CONSTRAINT "profile_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_educations" ADD CONSTRAINT "profile_educations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_job_roles" ADD CONSTRAINT "profile_job_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_job_roles" ADD CONSTRAINT "profile_job_roles_category_id_job_role_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."job_role_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_projects" ADD CONSTRAINT "profile_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_tech_stacks" ADD CONSTRAINT "profile_tech_stacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_tech_stacks" ADD CONSTRAINT "profile_tech_stacks_category_id_skill_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."skill_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_urls" ADD CONSTRAINT "profile_urls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_work_experiences" ADD CONSTRAINT "profile_work_experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_role_categories_code_key" ON "job_role_categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "job_titles_category_idx" ON "job_titles" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "job_titles_name_en_key" ON "job_titles" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_categories_code_key" ON "skill_categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "skills_category_idx" ON "skills" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_name_en_key" ON "skills" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_key_key" ON "stored_files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "stored_files_upload_idx" ON "stored_files" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "interest_job_roles_title_idx" ON "interest_job_roles" USING btree ("job_title_id");--> statement-breakpoint
CREATE INDEX "interest_skills_skill_idx" ON "interest_skills" USING btree ("skill_id");--> statement-breakpoint
CREATE INDEX "profile_certificates_user_idx" ON "profile_certificates" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "profile_educations_user_idx" ON "profile_educations" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "profile_job_roles_user_idx" ON "profile_job_roles" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "profile_job_roles_category_idx" ON "profile_job_roles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "profile_projects_user_idx" ON "profile_projects" USING btree ("user_id","sort_order");--> statement-breakpoint
CREATE INDEX "profile_tech_stacks_user_idx" ON "profile_tech_stacks" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "profile_tech_stacks_category_idx" ON "profile_tech_stacks" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "profile_urls_user_idx" ON "profile_urls" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "profile_work_experiences_user_idx" ON "profile_work_experiences" USING btree ("user_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_profiles_user_key" ON "talent_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "talent_profiles_seeking_idx" ON "talent_profiles" USING btree ("job_seeking_status","country");