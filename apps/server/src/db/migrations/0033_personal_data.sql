-- Consents (current state and an append-only history), data export jobs and a durable queue of storage deletions.
CREATE TABLE "user_consents" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"is_granted" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_consents_pkey" PRIMARY KEY ("user_id", "kind"),
	CONSTRAINT "user_consents_kind_check" CHECK ("kind" in ('TERMS', 'PRIVACY', 'MARKETING', 'TALENT_POOL'))
);--> statement-breakpoint
CREATE TABLE "consent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"is_granted" boolean NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_events_kind_check" CHECK ("kind" in ('TERMS', 'PRIVACY', 'MARKETING', 'TALENT_POOL'))
);--> statement-breakpoint
CREATE INDEX "consent_events_user_idx" ON "consent_events" USING btree ("user_id", "created_at", "id");--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"size_bytes" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_check" CHECK ("status" in ('PENDING', 'RUNNING', 'READY', 'FAILED', 'EXPIRED'))
);--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX "data_exports_due_idx" ON "data_exports" USING btree ("status", "next_attempt_at");--> statement-breakpoint
CREATE TABLE "storage_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "storage_deletions_due_idx" ON "storage_deletions" USING btree ("next_attempt_at", "id");--> statement-breakpoint
-- Accounts made before consents were recorded agreed to the texts of 1 January 2026 when they signed up.
INSERT INTO "user_consents" ("user_id", "kind", "version", "is_granted", "updated_at")
SELECT "id", k.kind, '2026-01-01', true, coalesce("terms_agreed_at", "created_at")
FROM "users" CROSS JOIN (VALUES ('TERMS'), ('PRIVACY')) AS k(kind)
WHERE "status" <> 'DELETED' AND "role" <> 'ADMIN';--> statement-breakpoint
INSERT INTO "user_consents" ("user_id", "kind", "version", "is_granted", "updated_at")
SELECT "id", 'MARKETING', '2026-01-01', true, coalesce("terms_agreed_at", "created_at")
FROM "users" WHERE "marketing_agreed" AND "status" <> 'DELETED';--> statement-breakpoint
INSERT INTO "consent_events" ("user_id", "kind", "version", "is_granted", "source", "created_at")
SELECT "user_id", "kind", "version", "is_granted", 'SIGNUP', "updated_at" FROM "user_consents";--> statement-breakpoint
-- Account erasure finds what a person did or wrote for others, through these.
CREATE INDEX "application_events_actor_idx" ON "application_events" USING btree ("actor_user_id") WHERE "actor_user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "talent_memos_author_idx" ON "talent_memos" USING btree ("author_id") WHERE "author_id" IS NOT NULL;
