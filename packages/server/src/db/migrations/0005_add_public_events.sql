CREATE TABLE "public_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "public_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" uuid NOT NULL,
	"domain_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"visitor_key" text NOT NULL,
	"amount_micros" bigint,
	"detail" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"rolled_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	"domains_touched" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "boost_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_visibility" text DEFAULT 'PUBLIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "public_events" ADD CONSTRAINT "public_events_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_events" ADD CONSTRAINT "public_events_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_events_domain_kind_time_idx" ON "public_events" USING btree ("domain_id","kind","occurred_at");--> statement-breakpoint
CREATE INDEX "public_events_seller_time_idx" ON "public_events" USING btree ("seller_id","occurred_at");--> statement-breakpoint
CREATE INDEX "public_events_kind_time_idx" ON "public_events" USING btree ("kind","occurred_at");--> statement-breakpoint
CREATE INDEX "domains_listed_name_trgm_idx" ON "domains" USING gin ("name" gin_trgm_ops) WHERE "domains"."status" = 'ACTIVE' and not "domains"."hidden" and "domains"."sold_at" is null;--> statement-breakpoint
CREATE INDEX "domains_listed_price_idx" ON "domains" USING btree ("buynow_price_micros","id") WHERE "domains"."status" = 'ACTIVE' and not "domains"."hidden" and "domains"."sold_at" is null;