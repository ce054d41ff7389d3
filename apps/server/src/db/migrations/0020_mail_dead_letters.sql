ALTER TABLE "mail_outbox" ADD COLUMN "first_failed_at" timestamp with time zone;--> statement-breakpoint
-- Mails given up on by earlier versions (FAILED after 8 attempts) become dead letters an admin can retry.
UPDATE "mail_outbox" SET "status" = 'DEAD' WHERE "status" = 'FAILED';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('PENDING', 'SENDING', 'SENT', 'DEAD', 'KEPT'));
