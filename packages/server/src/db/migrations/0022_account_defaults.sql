-- Issue 18 (account defaults, decision 1010): the default lander's look, applied to new names.
ALTER TABLE "account_lander_settings" ADD COLUMN "background_color_option" text DEFAULT 'AUTO' NOT NULL;
--> statement-breakpoint
ALTER TABLE "account_lander_settings" ADD COLUMN "background_color_custom" text DEFAULT '#ABCDEF' NOT NULL;
--> statement-breakpoint
ALTER TABLE "account_lander_settings" ADD COLUMN "font_color_option" text DEFAULT 'AUTO' NOT NULL;
--> statement-breakpoint
ALTER TABLE "account_lander_settings" ADD COLUMN "show_lander_buy_now_option" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "account_lander_settings" ADD COLUMN "show_lander_lease_to_own_option" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "account_lander_settings" ADD COLUMN "show_lander_make_offer_option" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- The names under ownership review (decision 1012): a small partial index pages them for a
-- portfolio of any size.
CREATE INDEX IF NOT EXISTS "domains_seller_ownership_review_idx" ON "domains" USING btree ("seller_id","name") WHERE 'OWNERSHIP_REVIEW' = any("review_reasons");
