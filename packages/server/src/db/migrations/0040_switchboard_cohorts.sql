CREATE TABLE "cohorts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohorts_kind_check" CHECK ("kind" IN ('accounts', 'percentage')),
	CONSTRAINT "cohorts_percent_check" CHECK (
		("kind" = 'percentage' AND "percent" BETWEEN 0 AND 100) OR ("kind" = 'accounts' AND "percent" IS NULL)
	)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cohorts_name_key" ON "cohorts" USING btree (lower("name"));
--> statement-breakpoint
CREATE TABLE "cohort_members" (
	"cohort_id" text NOT NULL REFERENCES "cohorts"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cohort_members_pkey" PRIMARY KEY ("cohort_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX "cohort_members_user_idx" ON "cohort_members" USING btree ("user_id");
--> statement-breakpoint
-- Every cohort id in use (users' one cohort, flags' cohort rows) becomes a named set of accounts.
INSERT INTO "cohorts" ("id", "name", "kind")
SELECT DISTINCT "cohort_id", "cohort_id", 'accounts' FROM (
	SELECT "cohort_id" FROM "users" WHERE "cohort_id" IS NOT NULL
	UNION SELECT "cohort_id" FROM "feature_flags" WHERE "cohort_id" IS NOT NULL
) AS "used";
--> statement-breakpoint
INSERT INTO "cohort_members" ("cohort_id", "user_id")
SELECT "cohort_id", "id" FROM "users" WHERE "cohort_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "feature_flags" ADD CONSTRAINT "feature_flags_cohort_fk" FOREIGN KEY ("cohort_id") REFERENCES "cohorts"("id") ON DELETE CASCADE;
--> statement-breakpoint
DROP INDEX "users_cohort_idx";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "cohort_id";
