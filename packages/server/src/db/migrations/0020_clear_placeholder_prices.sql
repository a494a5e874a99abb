-- Decision 270: the $5 placeholders of the old default listing settings (decision 107) were
-- never prices a seller chose and break the §5 minimums ($50 buy now, $20 floor and minimum
-- bid). Names still carrying all three, on the make-offer lander, become unpriced make-offer
-- listings; saved defaults and pending claims with them lose the placeholders too.
UPDATE "domains"
SET "buynow_price_micros" = NULL, "floor_price_micros" = NULL, "minbid_price_micros" = NULL
WHERE "buynow_price_micros" = 5000000
  AND "floor_price_micros" = 5000000
  AND "minbid_price_micros" = 5000000
  AND "lander_template" = 'PRICE_FORM';
--> statement-breakpoint
UPDATE "account_lander_settings"
SET "buynow_price_micros" = NULL, "floor_price_micros" = NULL, "minbid_price_micros" = NULL
WHERE "buynow_price_micros" = 5000000
  AND "floor_price_micros" = 5000000
  AND "minbid_price_micros" = 5000000;
--> statement-breakpoint
UPDATE "domain_verifications"
SET "settings" = "settings" || '{"buynowPrice": null, "floorPrice": null, "minbidPrice": null}'::jsonb
WHERE "state" = 'PENDING'
  AND ("settings" ->> 'buynowPrice')::bigint = 5000000
  AND ("settings" ->> 'floorPrice')::bigint = 5000000
  AND ("settings" ->> 'minbidPrice')::bigint = 5000000;
