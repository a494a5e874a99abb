CREATE TABLE "membership_subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"plan" text NOT NULL,
	"cycle" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"is_auto_renew" boolean DEFAULT true NOT NULL,
	"scheduled_plan" text,
	"payment_token" text,
	"reminders_sent" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"notice_kind" text,
	"notice_days" integer,
	"notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "membership_subscriptions_period_end_idx" ON "membership_subscriptions" USING btree ("period_end");
--> statement-breakpoint
CREATE TABLE "membership_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"plan" text NOT NULL,
	"cycle" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"charge_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "membership_invoices_key_idx" ON "membership_invoices" USING btree ("user_id", "idempotency_key");
--> statement-breakpoint
CREATE INDEX "membership_invoices_user_idx" ON "membership_invoices" USING btree ("user_id", "created_at" DESC);
--> statement-breakpoint
-- A membership charge is booked in the sales ledger against its invoice (decision 1318).
ALTER TABLE "ledger_entries" ALTER COLUMN "transaction_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "membership_invoice_id" uuid REFERENCES "membership_invoices"("id");
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_one_subject" CHECK (("transaction_id" is null) <> ("membership_invoice_id" is null));
--> statement-breakpoint
CREATE INDEX "ledger_entries_membership_idx" ON "ledger_entries" USING btree ("membership_invoice_id");
