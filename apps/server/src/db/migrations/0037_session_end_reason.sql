-- A session the organization ended (its member was removed) is kept, marked, until the web signs out with it, so every
-- request meanwhile can say why (MEMBERSHIP_ENDED) rather than a bare "session expired" (decision 044).
ALTER TABLE "sessions" ADD COLUMN "ended_reason" text;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_ended_reason_check" CHECK ("ended_reason" IN ('MEMBERSHIP_ENDED'));
