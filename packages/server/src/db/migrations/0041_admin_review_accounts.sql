CREATE TABLE "domain_review_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain_id" uuid NOT NULL REFERENCES "domains"("id") ON DELETE CASCADE,
	"decided_by" uuid NOT NULL REFERENCES "users"("id"),
	"decision" text NOT NULL,
	"status_before" text NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "domain_review_decisions_domain_idx" ON "domain_review_decisions" USING btree ("domain_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "domains_review_queue_idx" ON "domains" USING btree ("created_at", "id") WHERE "status" IN ('COMPLIANCE_REVIEW', 'PENDING_SYNC');
--> statement-breakpoint
ALTER TABLE "lead_notifications" ALTER COLUMN "lead_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "lead_notifications" ADD COLUMN "note" text;
