CREATE TABLE "domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"tld" text NOT NULL,
	"sld_length" integer NOT NULL,
	"status" text DEFAULT 'PENDING_SYNC' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"registrar" text,
	"fast_transfer_status" text,
	"unique_offers_count" integer DEFAULT 0 NOT NULL,
	"stats_views_count" integer DEFAULT 0 NOT NULL,
	"stats_leads_count" integer DEFAULT 0 NOT NULL,
	"intake_style" text DEFAULT 'PRICE_FORM' NOT NULL,
	"landing_page" text DEFAULT 'SALES' NOT NULL,
	"lander_template" text DEFAULT 'PRICE_FORM' NOT NULL,
	"leasing_enabled" boolean DEFAULT false NOT NULL,
	"max_lease_period" integer DEFAULT 2 NOT NULL,
	"background_color_option" text DEFAULT 'AUTO' NOT NULL,
	"background_color_custom" text DEFAULT '#ABCDEF' NOT NULL,
	"font_color_option" text DEFAULT 'AUTO' NOT NULL,
	"show_lander_buy_now_option" boolean DEFAULT true NOT NULL,
	"show_lander_lease_to_own_option" boolean DEFAULT true NOT NULL,
	"show_lander_make_offer_option" boolean DEFAULT true NOT NULL,
	"custom_list_status" text,
	"review_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"marketplace_nameserver" boolean DEFAULT false NOT NULL,
	"buynow_price_micros" bigint,
	"minbid_price_micros" bigint,
	"floor_price_micros" bigint,
	"total_search30_cnt" integer DEFAULT 0 NOT NULL,
	"total_search90_cnt" integer DEFAULT 0 NOT NULL,
	"total_search365_cnt" integer DEFAULT 0 NOT NULL,
	"visitor30_cnt" integer DEFAULT 0 NOT NULL,
	"visitor90_cnt" integer DEFAULT 0 NOT NULL,
	"visitor365_cnt" integer DEFAULT 0 NOT NULL,
	"sold_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"cohort_id" text,
	"state" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"realm" text DEFAULT 'portal' NOT NULL,
	"authenticated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] DEFAULT '{seller}'::text[] NOT NULL,
	"membership_plan" text DEFAULT 'NONE' NOT NULL,
	"membership_expires_at" timestamp with time zone,
	"approval_status" text DEFAULT 'Approved' NOT NULL,
	"cohort_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domains_name_key" ON "domains" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "domains_seller_name_key" ON "domains" USING btree ("seller_id","name");--> statement-breakpoint
CREATE INDEX "domains_seller_created_idx" ON "domains" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "domains_seller_tld_idx" ON "domains" USING btree ("seller_id","tld","name");--> statement-breakpoint
CREATE INDEX "domains_seller_status_idx" ON "domains" USING btree ("seller_id","status","name");--> statement-breakpoint
CREATE INDEX "domains_seller_buynow_idx" ON "domains" USING btree ("seller_id","buynow_price_micros","id");--> statement-breakpoint
CREATE INDEX "domains_seller_minbid_idx" ON "domains" USING btree ("seller_id","minbid_price_micros","id");--> statement-breakpoint
CREATE INDEX "domains_seller_floor_idx" ON "domains" USING btree ("seller_id","floor_price_micros","id");--> statement-breakpoint
CREATE INDEX "domains_seller_sld_length_idx" ON "domains" USING btree ("seller_id","sld_length","id");--> statement-breakpoint
CREATE INDEX "domains_seller_offers_idx" ON "domains" USING btree ("seller_id","unique_offers_count","id");--> statement-breakpoint
CREATE INDEX "domains_seller_views_idx" ON "domains" USING btree ("seller_id","stats_views_count","id");--> statement-breakpoint
CREATE INDEX "domains_seller_leads_idx" ON "domains" USING btree ("seller_id","stats_leads_count","id");--> statement-breakpoint
CREATE INDEX "domains_seller_featured_idx" ON "domains" USING btree ("seller_id","featured","id");--> statement-breakpoint
CREATE INDEX "domains_seller_hidden_idx" ON "domains" USING btree ("seller_id","hidden","id");--> statement-breakpoint
CREATE INDEX "domains_seller_fast_transfer_idx" ON "domains" USING btree ("seller_id","fast_transfer_status","id");--> statement-breakpoint
CREATE INDEX "domains_seller_nameserver_idx" ON "domains" USING btree ("seller_id","marketplace_nameserver","id");--> statement-breakpoint
CREATE INDEX "domains_seller_lander_idx" ON "domains" USING btree ("seller_id","lander_template","id");--> statement-breakpoint
CREATE INDEX "domains_seller_leasing_idx" ON "domains" USING btree ("seller_id","leasing_enabled","id");--> statement-breakpoint
CREATE INDEX "domains_seller_search30_idx" ON "domains" USING btree ("seller_id","total_search30_cnt","id");--> statement-breakpoint
CREATE INDEX "domains_seller_search90_idx" ON "domains" USING btree ("seller_id","total_search90_cnt","id");--> statement-breakpoint
CREATE INDEX "domains_seller_search365_idx" ON "domains" USING btree ("seller_id","total_search365_cnt","id");--> statement-breakpoint
CREATE INDEX "domains_seller_visitor30_idx" ON "domains" USING btree ("seller_id","visitor30_cnt","id");--> statement-breakpoint
CREATE INDEX "domains_seller_visitor90_idx" ON "domains" USING btree ("seller_id","visitor90_cnt","id");--> statement-breakpoint
CREATE INDEX "domains_seller_visitor365_idx" ON "domains" USING btree ("seller_id","visitor365_cnt","id");--> statement-breakpoint
CREATE INDEX "domains_name_trgm_idx" ON "domains" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "feature_flags_key_cohort_key" ON "feature_flags" USING btree ("key",coalesce("cohort_id", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "users_cohort_idx" ON "users" USING btree ("cohort_id");