-- Interview panels, calendar sequences, talent time zones and scorecards (decision 036).
-- SEQUENCE of the interview's calendar invitation (RFC 5546): raised on each change of time or place and on cancel.
ALTER TABLE "interview_proposals" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "interview_panel_members" (
	"proposal_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "interview_panel_members_pk" PRIMARY KEY("proposal_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "interview_panel_members" ADD CONSTRAINT "interview_panel_members_proposal_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."interview_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_panel_members" ADD CONSTRAINT "interview_panel_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_panel_members_user_idx" ON "interview_panel_members" USING btree ("user_id","proposal_id");--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
CREATE TABLE "posting_scorecard_criteria" (
	"posting_id" integer PRIMARY KEY NOT NULL,
	"criteria" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posting_scorecard_criteria" ADD CONSTRAINT "posting_scorecard_criteria_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "interview_scorecards" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"interviewer_user_id" integer NOT NULL,
	"recommendation" text NOT NULL,
	"ratings" jsonb NOT NULL,
	"notes" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_scorecards_recommendation_check" CHECK ("interview_scorecards"."recommendation" in ('STRONG_NO', 'NO', 'YES', 'STRONG_YES'))
);
--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_proposal_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."interview_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_interviewer_user_id_fk" FOREIGN KEY ("interviewer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_scorecards_proposal_interviewer_key" ON "interview_scorecards" USING btree ("proposal_id","interviewer_user_id");--> statement-breakpoint
CREATE INDEX "interview_scorecards_application_idx" ON "interview_scorecards" USING btree ("application_id","proposal_id");
