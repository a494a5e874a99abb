DROP INDEX "domains_seller_sld_length_idx";--> statement-breakpoint
DROP INDEX "domains_seller_created_idx";--> statement-breakpoint
DROP INDEX "domains_seller_tld_idx";--> statement-breakpoint
DROP INDEX "domains_seller_status_idx";--> statement-breakpoint
DROP INDEX "domains_seller_buynow_idx";--> statement-breakpoint
DROP INDEX "domains_seller_minbid_idx";--> statement-breakpoint
DROP INDEX "domains_seller_floor_idx";--> statement-breakpoint
DROP INDEX "domains_seller_offers_idx";--> statement-breakpoint
DROP INDEX "domains_seller_views_idx";--> statement-breakpoint
DROP INDEX "domains_seller_leads_idx";--> statement-breakpoint
DROP INDEX "domains_seller_featured_idx";--> statement-breakpoint
DROP INDEX "domains_seller_hidden_idx";--> statement-breakpoint
DROP INDEX "domains_seller_fast_transfer_idx";--> statement-breakpoint
DROP INDEX "domains_seller_nameserver_idx";--> statement-breakpoint
DROP INDEX "domains_seller_lander_idx";--> statement-breakpoint
DROP INDEX "domains_seller_search30_idx";--> statement-breakpoint
DROP INDEX "domains_seller_search90_idx";--> statement-breakpoint
DROP INDEX "domains_seller_search365_idx";--> statement-breakpoint
DROP INDEX "domains_seller_visitor30_idx";--> statement-breakpoint
DROP INDEX "domains_seller_visitor90_idx";--> statement-breakpoint
DROP INDEX "domains_seller_visitor365_idx";--> statement-breakpoint
CREATE INDEX "domains_seller_created_idx" ON "domains" USING btree ("seller_id","created_at","id","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_tld_idx" ON "domains" USING btree ("seller_id","tld","name","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_status_idx" ON "domains" USING btree ("seller_id","status","name","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_buynow_idx" ON "domains" USING btree ("seller_id","buynow_price_micros","id","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_minbid_idx" ON "domains" USING btree ("seller_id","minbid_price_micros","id","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_floor_idx" ON "domains" USING btree ("seller_id","floor_price_micros","id","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_offers_idx" ON "domains" USING btree ("seller_id","unique_offers_count","id","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_views_idx" ON "domains" USING btree ("seller_id","stats_views_count","id","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_leads_idx" ON "domains" USING btree ("seller_id","stats_leads_count","id","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_featured_idx" ON "domains" USING btree ("seller_id","featured","id","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_hidden_idx" ON "domains" USING btree ("seller_id","hidden","id","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_fast_transfer_idx" ON "domains" USING btree ("seller_id","fast_transfer_status","id","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_nameserver_idx" ON "domains" USING btree ("seller_id","marketplace_nameserver","id","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_lander_idx" ON "domains" USING btree ("seller_id","lander_template","id","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_search30_idx" ON "domains" USING btree ("seller_id","total_search30_cnt","id","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_search90_idx" ON "domains" USING btree ("seller_id","total_search90_cnt","id","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_search365_idx" ON "domains" USING btree ("seller_id","total_search365_cnt","id","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_visitor30_idx" ON "domains" USING btree ("seller_id","visitor30_cnt","id","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_visitor90_idx" ON "domains" USING btree ("seller_id","visitor90_cnt","id","landing_page","status","sold_at","leased_at");--> statement-breakpoint
CREATE INDEX "domains_seller_visitor365_idx" ON "domains" USING btree ("seller_id","visitor365_cnt","id","landing_page","status","sold_at","leased_at");