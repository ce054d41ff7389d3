CREATE TABLE "saved_talent_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"created_by" integer,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_bookmarks" (
	"organization_id" integer NOT NULL,
	"talent_user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_bookmarks_organization_id_talent_user_id_pk" PRIMARY KEY("organization_id","talent_user_id")
);
--> statement-breakpoint
CREATE TABLE "talent_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_memos" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"talent_user_id" integer NOT NULL,
	"author_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"posting_id" integer NOT NULL,
	"talent_user_id" integer NOT NULL,
	"created_by" integer,
	"message" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "talent_search" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"is_listed" boolean NOT NULL,
	"job_seeking_status" text,
	"is_job_offers_acceptable" boolean NOT NULL,
	"country" text,
	"job_position_name" text,
	"role_category_ids" integer[] NOT NULL,
	"skill_category_ids" integer[] NOT NULL,
	"skill_year_keys" integer[] NOT NULL,
	"total_years" integer NOT NULL,
	"match_boost" smallint NOT NULL,
	"search_text" text NOT NULL,
	"search_grams" text[] NOT NULL,
	"profile_updated_at" timestamp with time zone NOT NULL,
	"rebuilt_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_search_dirty" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_tags" (
	"organization_id" integer NOT NULL,
	"talent_user_id" integer NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_tags_organization_id_talent_user_id_tag_pk" PRIMARY KEY("organization_id","talent_user_id","tag")
);
--> statement-breakpoint
ALTER TABLE "saved_talent_searches" ADD CONSTRAINT "saved_talent_searches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_talent_searches" ADD CONSTRAINT "saved_talent_searches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_bookmarks" ADD CONSTRAINT "talent_bookmarks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_bookmarks" ADD CONSTRAINT "talent_bookmarks_talent_user_id_users_id_fk" FOREIGN KEY ("talent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_bookmarks" ADD CONSTRAINT "talent_bookmarks_group_id_talent_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."talent_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_groups" ADD CONSTRAINT "talent_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_memos" ADD CONSTRAINT "talent_memos_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_memos" ADD CONSTRAINT "talent_memos_talent_user_id_users_id_fk" FOREIGN KEY ("talent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_memos" ADD CONSTRAINT "talent_memos_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_proposals" ADD CONSTRAINT "talent_proposals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_proposals" ADD CONSTRAINT "talent_proposals_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_proposals" ADD CONSTRAINT "talent_proposals_talent_user_id_users_id_fk" FOREIGN KEY ("talent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_proposals" ADD CONSTRAINT "talent_proposals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_search" ADD CONSTRAINT "talent_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_tags" ADD CONSTRAINT "talent_tags_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_tags" ADD CONSTRAINT "talent_tags_talent_user_id_users_id_fk" FOREIGN KEY ("talent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_talent_searches_org_idx" ON "saved_talent_searches" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "talent_bookmarks_group_idx" ON "talent_bookmarks" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "talent_bookmarks_org_created_idx" ON "talent_bookmarks" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "talent_bookmarks_talent_idx" ON "talent_bookmarks" USING btree ("talent_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_groups_org_name_key" ON "talent_groups" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "talent_groups_org_idx" ON "talent_groups" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "talent_memos_org_talent_idx" ON "talent_memos" USING btree ("organization_id","talent_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_proposals_open_key" ON "talent_proposals" USING btree ("posting_id","talent_user_id") WHERE "talent_proposals"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "talent_proposals_talent_idx" ON "talent_proposals" USING btree ("talent_user_id","created_at");--> statement-breakpoint
CREATE INDEX "talent_proposals_org_idx" ON "talent_proposals" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "talent_proposals_org_talent_idx" ON "talent_proposals" USING btree ("organization_id","talent_user_id");--> statement-breakpoint
CREATE INDEX "talent_search_updated_idx" ON "talent_search" USING btree ("profile_updated_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE is_listed;--> statement-breakpoint
CREATE INDEX "talent_search_experience_idx" ON "talent_search" USING btree ("total_years" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE is_listed;--> statement-breakpoint
CREATE INDEX "talent_search_best_idx" ON "talent_search" USING btree ("match_boost" DESC NULLS LAST,"profile_updated_at" DESC NULLS LAST,"user_id" DESC NULLS LAST) WHERE is_listed;--> statement-breakpoint
CREATE INDEX "talent_search_country_idx" ON "talent_search" USING btree ("country","profile_updated_at" DESC NULLS LAST) WHERE is_listed;--> statement-breakpoint
CREATE INDEX "talent_search_status_idx" ON "talent_search" USING btree ("job_seeking_status","profile_updated_at" DESC NULLS LAST) WHERE is_listed;--> statement-breakpoint
CREATE INDEX "talent_search_text_trgm_idx" ON "talent_search" USING gin ("search_text" gin_trgm_ops) WHERE is_listed;--> statement-breakpoint
CREATE INDEX "talent_search_grams_idx" ON "talent_search" USING gin ("search_grams") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "talent_search_roles_idx" ON "talent_search" USING gin ("role_category_ids") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "talent_search_skills_idx" ON "talent_search" USING gin ("skill_category_ids") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "talent_search_skill_years_idx" ON "talent_search" USING gin ("skill_year_keys") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "talent_tags_org_tag_idx" ON "talent_tags" USING btree ("organization_id","tag","talent_user_id");