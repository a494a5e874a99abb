-- Issue 24 (offer rules): a seller's standing answer to arriving offers, for the portfolio
-- (domain_id null, one per seller) or for one domain (one per domain).
CREATE TABLE "offer_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"domain_id" uuid,
	"accept_at_or_above_micros" bigint,
	"counter" jsonb,
	"decline_below_micros" bigint,
	"reply_template" text DEFAULT '' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_rules" ADD CONSTRAINT "offer_rules_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_rules" ADD CONSTRAINT "offer_rules_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_rules_seller_portfolio_key" ON "offer_rules" USING btree ("seller_id") WHERE domain_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_rules_seller_domain_key" ON "offer_rules" USING btree ("seller_id","domain_id") WHERE domain_id is not null;
