-- Issue 24 (partner network): partner accounts, their hashed keys, daily usage per operation,
-- the sellers' opt-in (portfolio default and per-domain override), and the partners' orders.
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_email" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"rate_limit_per_minute" integer DEFAULT 60 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_status_check" CHECK ("status" in ('active', 'suspended')),
	CONSTRAINT "partners_rate_limit_check" CHECK ("rate_limit_per_minute" between 1 and 1200)
);
--> statement-breakpoint
CREATE TABLE "partner_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL REFERENCES "partners"("id") ON DELETE cascade,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "partner_keys_hash_key" ON "partner_keys" USING btree ("key_hash");
--> statement-breakpoint
CREATE INDEX "partner_keys_partner_idx" ON "partner_keys" USING btree ("partner_id","created_at");
--> statement-breakpoint
CREATE TABLE "partner_usage_daily" (
	"partner_id" uuid NOT NULL REFERENCES "partners"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"operation" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_usage_daily_pk" PRIMARY KEY ("partner_id","day","operation")
);
--> statement-breakpoint
CREATE TABLE "partner_seller_settings" (
	"seller_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"show_on_partner_sites" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_domain_visibility" (
	"domain_id" uuid PRIMARY KEY NOT NULL REFERENCES "domains"("id") ON DELETE cascade,
	"seller_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"visibility" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_domain_visibility_check" CHECK ("visibility" in ('show', 'hide'))
);
--> statement-breakpoint
CREATE INDEX "partner_domain_visibility_seller_idx" ON "partner_domain_visibility" USING btree ("seller_id","visibility");
--> statement-breakpoint
CREATE TABLE "partner_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL REFERENCES "partners"("id") ON DELETE cascade,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"payment_order_id" uuid NOT NULL REFERENCES "payment_orders"("id"),
	"buyer_id" uuid NOT NULL REFERENCES "users"("id"),
	"seller_id" uuid NOT NULL REFERENCES "users"("id"),
	"domain_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "partner_orders_key" ON "partner_orders" USING btree ("partner_id","idempotency_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "partner_orders_payment_order_key" ON "partner_orders" USING btree ("payment_order_id");
