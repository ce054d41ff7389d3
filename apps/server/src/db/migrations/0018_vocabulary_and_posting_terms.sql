CREATE TABLE "vocabulary_concepts" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer,
	"name_en" text NOT NULL,
	"name_ko" text NOT NULL,
	"implies" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocabulary_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocabulary_terms" (
	"term" text NOT NULL,
	"concept_key" text NOT NULL,
	"in_prose" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vocabulary_terms_term_concept_key_pk" PRIMARY KEY("term","concept_key")
);
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "job_title_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "skill_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "experience_level" text DEFAULT 'ANY' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "experience_min_years" integer;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "experience_max_years" integer;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "main_duties" text;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "hiring_process" text;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "concepts" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "title_concepts" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_search" ADD COLUMN "concepts" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_search" ADD COLUMN "title_concepts" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "vocabulary_terms" ADD CONSTRAINT "vocabulary_terms_concept_key_vocabulary_concepts_key_fk" FOREIGN KEY ("concept_key") REFERENCES "public"."vocabulary_concepts"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vocabulary_terms_concept_idx" ON "vocabulary_terms" USING btree ("concept_key");--> statement-breakpoint
CREATE INDEX "job_postings_concepts_idx" ON "job_postings" USING gin ("concepts") WHERE status = 'VISIBLE';--> statement-breakpoint
CREATE INDEX "talent_search_concepts_idx" ON "talent_search" USING gin ("concepts") WHERE is_listed;