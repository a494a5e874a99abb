-- Issue 24: marketplace exports uploaded for a drift check or a migration (decision 1151).
CREATE TABLE "marketplace_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"purpose" text NOT NULL,
	"marketplace" text NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"delimiter" text NOT NULL,
	"columns" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"line_number" integer DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_mapped" integer DEFAULT 0 NOT NULL,
	"rows_unmapped" integer DEFAULT 0 NOT NULL,
	"rows_added" integer DEFAULT 0 NOT NULL,
	"rows_in_portfolio" integer DEFAULT 0 NOT NULL,
	"rows_unverified" integer DEFAULT 0 NOT NULL,
	"rows_drifted" integer DEFAULT 0 NOT NULL,
	"error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "marketplace_imports_seller_idx" ON "marketplace_imports" USING btree ("seller_id","created_at");
--> statement-breakpoint
-- Every row of an export as read: mapped values (compared in SQL for drift) or the reason not.
CREATE TABLE "marketplace_import_rows" (
	"import_id" uuid NOT NULL REFERENCES "marketplace_imports"("id") ON DELETE cascade,
	"seller_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"name" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"buynow" bigint,
	"floor" bigint,
	"minbid" bigint,
	"leasing" boolean,
	"lease_months" integer,
	"lander" text,
	"nameservers" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "marketplace_import_rows_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE INDEX "marketplace_import_rows_name_idx" ON "marketplace_import_rows" USING btree ("import_id","name");
