CREATE TABLE "account_lander_settings" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"lander_template" text NOT NULL,
	"buynow_price_micros" bigint,
	"floor_price_micros" bigint,
	"minbid_price_micros" bigint,
	"leasing_enabled" boolean NOT NULL,
	"max_lease_period" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_upload_refusals" (
	"upload_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "domain_upload_refusals_upload_id_line_number_pk" PRIMARY KEY("upload_id","line_number")
);
--> statement-breakpoint
CREATE TABLE "domain_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"layout" text NOT NULL,
	"columns" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_added" integer DEFAULT 0 NOT NULL,
	"rows_refused" integer DEFAULT 0 NOT NULL,
	"rows_unverified" integer DEFAULT 0 NOT NULL,
	"byte_offset" bigint DEFAULT 0 NOT NULL,
	"line_number" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"heartbeat_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "domain_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"held_by_other" boolean DEFAULT false NOT NULL,
	"settings" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_result" text,
	"verified_by" text,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ownership_tokens" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_checks" (
	"domain_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_lander_settings" ADD CONSTRAINT "account_lander_settings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_upload_refusals" ADD CONSTRAINT "domain_upload_refusals_upload_id_domain_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."domain_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_uploads" ADD CONSTRAINT "domain_uploads_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_verifications" ADD CONSTRAINT "domain_verifications_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_tokens" ADD CONSTRAINT "ownership_tokens_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_checks" ADD CONSTRAINT "registration_checks_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_uploads_seller_idx" ON "domain_uploads" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "domain_uploads_state_idx" ON "domain_uploads" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_verifications_seller_name_key" ON "domain_verifications" USING btree ("seller_id","name");--> statement-breakpoint
CREATE INDEX "domain_verifications_due_idx" ON "domain_verifications" USING btree ("state","next_check_at");--> statement-breakpoint
CREATE INDEX "registration_checks_due_idx" ON "registration_checks" USING btree ("next_check_at");