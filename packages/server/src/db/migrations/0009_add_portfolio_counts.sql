CREATE TABLE "portfolio_counts" (
	"seller_id" uuid NOT NULL,
	"sold" boolean NOT NULL,
	"leased" boolean NOT NULL,
	"purchased" boolean NOT NULL,
	"landing_page" text NOT NULL,
	"status" text NOT NULL,
	"buy_now_missing" boolean NOT NULL,
	"leasing_enabled" boolean NOT NULL,
	"marketplace_nameserver" boolean NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "portfolio_counts_pkey" PRIMARY KEY("seller_id","sold","leased","purchased","landing_page","status","buy_now_missing","leasing_enabled","marketplace_nameserver")
);
--> statement-breakpoint
DROP INDEX "domains_seller_leasing_idx";