-- Issue 24 (in-use guard, decisions 1140–1143): per listed domain, what the last check saw and
-- whether buy-now is paused; and the one cursor the checking job walks the domains with.
CREATE TABLE "domain_in_use_checks" (
	"domain_id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"paused_at" timestamp with time zone,
	"evidence" text,
	"last_verdict" text,
	"last_checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_in_use_checks_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade,
	CONSTRAINT "domain_in_use_checks_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "domain_in_use_checks_paused_idx" ON "domain_in_use_checks" USING btree ("seller_id","paused_at") WHERE "paused_at" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "in_use_guard_cursor" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_domain_id" uuid,
	"passes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "in_use_guard_cursor_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "in_use_guard_cursor" ("id") VALUES (1);
