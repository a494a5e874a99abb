-- Issue 18 (account payments, decisions 1030-1032): a payout account's onboarding with the
-- payout provider, when it was last changed, and the payee's state (ISO 3166-2) on the tax form.
ALTER TABLE "payout_accounts" ADD COLUMN "onboarding_status" text DEFAULT 'NOT_STARTED' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_onboarding_status_check" CHECK ("onboarding_status" IN ('NOT_STARTED', 'PENDING', 'VERIFIED'));
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "verified_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payee_tax_profiles" ADD COLUMN "state" text;
