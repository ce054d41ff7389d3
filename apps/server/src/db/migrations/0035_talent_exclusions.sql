-- Talents an organization no longer finds: unsuccessful applicants without talent-pool consent once their
-- application's document-retention window ended (decision 042). The talent search probes the primary key per row.
CREATE TABLE "talent_exclusions" (
	"organization_id" integer NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"talent_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_exclusions_pkey" PRIMARY KEY ("organization_id", "talent_user_id")
);--> statement-breakpoint
CREATE INDEX "talent_exclusions_talent_idx" ON "talent_exclusions" USING btree ("talent_user_id");
