CREATE TABLE "bulk_edit_refusals" (
	"bulk_edit_id" uuid NOT NULL,
	"domain_name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "bulk_edit_refusals_bulk_edit_id_domain_name_pk" PRIMARY KEY("bulk_edit_id","domain_name")
);
--> statement-breakpoint
CREATE TABLE "bulk_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"request" jsonb NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"undone_by_edit_id" uuid,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_column_choices" (
	"user_id" uuid NOT NULL,
	"view" text NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_column_choices_user_id_view_pk" PRIMARY KEY("user_id","view")
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"view" text NOT NULL,
	"search" jsonb NOT NULL,
	"columns" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_history" ADD COLUMN "bulk_edit_id" uuid;--> statement-breakpoint
ALTER TABLE "domain_uploads" ADD COLUMN "mode" text DEFAULT 'add' NOT NULL;--> statement-breakpoint
ALTER TABLE "domain_uploads" ADD COLUMN "rows_updated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_edit_refusals" ADD CONSTRAINT "bulk_edit_refusals_bulk_edit_id_bulk_edits_id_fk" FOREIGN KEY ("bulk_edit_id") REFERENCES "public"."bulk_edits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_edits" ADD CONSTRAINT "bulk_edits_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_edits" ADD CONSTRAINT "bulk_edits_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_column_choices" ADD CONSTRAINT "portfolio_column_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_edits_seller_idx" ON "bulk_edits" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_user_name_key" ON "saved_views" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "domain_history_bulk_edit_idx" ON "domain_history" USING btree ("bulk_edit_id") WHERE bulk_edit_id is not null;