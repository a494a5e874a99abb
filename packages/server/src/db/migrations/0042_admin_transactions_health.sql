CREATE TABLE "recent_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"location" text NOT NULL,
	"message" text NOT NULL,
	"reference" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recent_errors_occurred_idx" ON "recent_errors" USING btree ("occurred_at" DESC, "id" DESC);
