CREATE TABLE "interview_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"type" text NOT NULL,
	"meeting_url" text,
	"location" text,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'PROPOSED' NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"chosen_slot_id" integer,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_proposals" ADD CONSTRAINT "interview_proposals_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_proposals" ADD CONSTRAINT "interview_proposals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_proposals" ADD CONSTRAINT "interview_proposals_chosen_slot_id_interview_slots_id_fk" FOREIGN KEY ("chosen_slot_id") REFERENCES "public"."interview_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_proposal_id_interview_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."interview_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_proposals_application_idx" ON "interview_proposals" USING btree ("application_id","proposed_at","id");--> statement-breakpoint
CREATE INDEX "interview_slots_proposal_idx" ON "interview_slots" USING btree ("proposal_id","starts_at");