CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "lease_installments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"amount_micros" bigint NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"paid_at" timestamp with time zone,
	"provider_charge_id" text,
	"seller_micros" bigint,
	"commission_micros" bigint,
	"fee_micros" bigint,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"posting_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"installment_id" uuid,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payee_tax_profiles" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"form_type" text NOT NULL,
	"legal_name" text NOT NULL,
	"business_name" text,
	"country" text NOT NULL,
	"address" text NOT NULL,
	"tax_id_encrypted" text,
	"tax_id_last4" text,
	"payout_mode" text DEFAULT 'AUTO' NOT NULL,
	"certified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"domain_id" uuid NOT NULL,
	"domain_name" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"agreed_price_id" uuid,
	"price_micros" bigint NOT NULL,
	"charge_micros" bigint NOT NULL,
	"lease_months" integer,
	"payment_method" text NOT NULL,
	"card_last4" text,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"provider" text NOT NULL,
	"provider_charge_id" text,
	"decline_reason" text,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"method" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number_encrypted" text,
	"account_number_last4" text,
	"email_address" text,
	"is_default" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"installment_id" uuid,
	"seller_id" uuid NOT NULL,
	"amount_micros" bigint NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"mode" text DEFAULT 'AUTO' NOT NULL,
	"payout_account_id" uuid,
	"method" text,
	"scheduled_for" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"provider_payout_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"amount_micros" bigint NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"domain_id" uuid NOT NULL,
	"domain_name" text NOT NULL,
	"status" text NOT NULL,
	"sale_price_micros" bigint NOT NULL,
	"commission_bps" integer NOT NULL,
	"payment_method" text NOT NULL,
	"transfer_type" text,
	"registrar" text,
	"other_registrar_name" text,
	"auth_code_encrypted" text,
	"lease_months" integer,
	"installment_micros" bigint,
	"sale_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lease_installments" ADD CONSTRAINT "lease_installments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_tax_profiles" ADD CONSTRAINT "payee_tax_profiles_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_installment_id_lease_installments_id_fk" FOREIGN KEY ("installment_id") REFERENCES "public"."lease_installments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_events" ADD CONSTRAINT "transaction_events_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lease_installments_tx_seq_key" ON "lease_installments" USING btree ("transaction_id","seq");--> statement-breakpoint
CREATE INDEX "lease_installments_due_idx" ON "lease_installments" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_tx_idx" ON "ledger_entries" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_seller_idx" ON "ledger_entries" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_status_idx" ON "payment_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_buyer_idx" ON "payment_orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "payout_accounts_seller_idx" ON "payout_accounts" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_installment_key" ON "payouts" USING btree ("installment_id");--> statement-breakpoint
CREATE INDEX "payouts_tx_idx" ON "payouts" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payouts_seller_idx" ON "payouts" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","scheduled_for");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_key" ON "sandbox_payments" USING btree ("kind","idempotency_key");--> statement-breakpoint
CREATE INDEX "transaction_events_tx_idx" ON "transaction_events" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_order_key" ON "transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "transactions_seller_sale_date_idx" ON "transactions" USING btree ("seller_id","kind","sale_date","id");--> statement-breakpoint
CREATE INDEX "transactions_seller_status_idx" ON "transactions" USING btree ("seller_id","kind","status","id");--> statement-breakpoint
CREATE INDEX "transactions_buyer_idx" ON "transactions" USING btree ("buyer_id","sale_date");--> statement-breakpoint
CREATE INDEX "transactions_status_idx" ON "transactions" USING btree ("status");