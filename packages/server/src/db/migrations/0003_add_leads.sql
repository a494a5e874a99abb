CREATE TABLE "lead_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lead_activities_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"offer_micros" bigint,
	"message" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_agreed_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"domain_id" uuid NOT NULL,
	"price_micros" bigint NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"domain_name" text NOT NULL,
	"offer_micros" bigint,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"domain_id" uuid NOT NULL,
	"domain_name" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"broker_id" uuid,
	"assign_to_broker" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"status_before_close" text,
	"stage" text DEFAULT 'QUALIFYING' NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"close_reason" text,
	"closed_by" text,
	"seller_like_status" text DEFAULT 'NONE' NOT NULL,
	"seller_starred" boolean DEFAULT false NOT NULL,
	"seller_read" boolean DEFAULT false NOT NULL,
	"broker_read" boolean DEFAULT false NOT NULL,
	"buyer_like_status" text DEFAULT 'NONE' NOT NULL,
	"buyer_starred" boolean DEFAULT false NOT NULL,
	"buyer_read" boolean DEFAULT true NOT NULL,
	"buyer_offer_micros" bigint,
	"seller_offer_micros" bigint,
	"last_offer_micros" bigint,
	"last_offer_by" text,
	"has_active_offer" boolean DEFAULT false NOT NULL,
	"buyer_offer_expiry" timestamp with time zone,
	"seller_offer_expiry" timestamp with time zone,
	"agreed_price_micros" bigint,
	"last_event_type" text,
	"last_event_party" text,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_activities" ADD CONSTRAINT "lead_activities_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_agreed_prices" ADD CONSTRAINT "lead_agreed_prices_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_agreed_prices" ADD CONSTRAINT "lead_agreed_prices_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_agreed_prices" ADD CONSTRAINT "lead_agreed_prices_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_agreed_prices" ADD CONSTRAINT "lead_agreed_prices_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notifications" ADD CONSTRAINT "lead_notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notifications" ADD CONSTRAINT "lead_notifications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notifications" ADD CONSTRAINT "lead_notifications_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_broker_id_users_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_activities_lead_seq_idx" ON "lead_activities" USING btree ("lead_id","seq");--> statement-breakpoint
CREATE INDEX "lead_activities_seller_idx" ON "lead_activities" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_agreed_prices_buyer_idx" ON "lead_agreed_prices" USING btree ("buyer_id","status");--> statement-breakpoint
CREATE INDEX "lead_agreed_prices_seller_idx" ON "lead_agreed_prices" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_agreed_prices_open_lead_key" ON "lead_agreed_prices" USING btree ("lead_id") WHERE "lead_agreed_prices"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "lead_notifications_recipient_idx" ON "lead_notifications" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_seller_updated_idx" ON "leads" USING btree ("seller_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "leads_seller_created_idx" ON "leads" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_seller_domain_idx" ON "leads" USING btree ("seller_id","domain_name","id");--> statement-breakpoint
CREATE INDEX "leads_seller_last_offer_idx" ON "leads" USING btree ("seller_id","last_offer_micros","id");--> statement-breakpoint
CREATE INDEX "leads_seller_status_idx" ON "leads" USING btree ("seller_id","status","id");--> statement-breakpoint
CREATE INDEX "leads_seller_last_event_idx" ON "leads" USING btree ("seller_id","last_event_at","id");--> statement-breakpoint
CREATE INDEX "leads_seller_broker_idx" ON "leads" USING btree ("seller_id","broker_id","id");--> statement-breakpoint
CREATE INDEX "leads_buyer_updated_idx" ON "leads" USING btree ("buyer_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "leads_broker_updated_idx" ON "leads" USING btree ("broker_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "leads_domain_buyer_idx" ON "leads" USING btree ("domain_id","buyer_id");--> statement-breakpoint
CREATE INDEX "leads_updated_idx" ON "leads" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "leads_active_buyer_expiry_idx" ON "leads" USING btree ("buyer_offer_expiry") WHERE "leads"."has_active_offer";--> statement-breakpoint
CREATE INDEX "leads_active_seller_expiry_idx" ON "leads" USING btree ("seller_offer_expiry") WHERE "leads"."has_active_offer";