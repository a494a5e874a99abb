ALTER TABLE "lead_agreed_prices" ADD COLUMN "deadline_at" timestamp with time zone;--> statement-breakpoint
-- Agreements made before the payment window existed get the same seven days (decision 960).
UPDATE "lead_agreed_prices" SET "deadline_at" = "created_at" + interval '7 days';--> statement-breakpoint
ALTER TABLE "lead_agreed_prices" ALTER COLUMN "deadline_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_agreed_prices" ADD COLUMN "checkout_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_agreed_prices" ADD COLUMN "payment_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_agreed_prices" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_agreed_prices" ADD COLUMN "reminder_days_sent" integer;--> statement-breakpoint
ALTER TABLE "lead_notifications" ADD COLUMN "pay_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_notifications" ADD COLUMN "agreed_price_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_notifications" ADD CONSTRAINT "lead_notifications_agreed_price_id_lead_agreed_prices_id_fk" FOREIGN KEY ("agreed_price_id") REFERENCES "public"."lead_agreed_prices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_agreed_prices_open_deadline_idx" ON "lead_agreed_prices" USING btree ("deadline_at") WHERE "lead_agreed_prices"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "lead_agreed_prices_domain_idx" ON "lead_agreed_prices" USING btree ("domain_id","status");