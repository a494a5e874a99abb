-- Per-seller bucket counts of domains (decision 250), kept in the same transaction as every
-- insert, update and delete of domains by statement-level triggers over the transition tables
-- (one grouped upsert per statement, so a 10,000-row batch costs one small aggregate).
-- Buckets are upserted in key order so concurrent writers of one seller lock them in one order.
CREATE FUNCTION portfolio_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO portfolio_counts AS c
      SELECT seller_id, sold_at IS NOT NULL, leased_at IS NOT NULL, purchased_at IS NOT NULL,
        landing_page, status, coalesce(buynow_price_micros, 0) = 0, leasing_enabled,
        marketplace_nameserver, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT portfolio_counts_pkey DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO portfolio_counts AS c
      SELECT seller_id, sold_at IS NOT NULL, leased_at IS NOT NULL, purchased_at IS NOT NULL,
        landing_page, status, coalesce(buynow_price_micros, 0) = 0, leasing_enabled,
        marketplace_nameserver, -count(*)
      FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT portfolio_counts_pkey DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO portfolio_counts AS c
      SELECT seller_id, sold, leased, purchased, landing_page, status, buy_now_missing,
        leasing_enabled, marketplace_nameserver, sum(k)
      FROM (
        SELECT seller_id, sold_at IS NOT NULL AS sold, leased_at IS NOT NULL AS leased,
          purchased_at IS NOT NULL AS purchased, landing_page, status,
          coalesce(buynow_price_micros, 0) = 0 AS buy_now_missing, leasing_enabled,
          marketplace_nameserver, 1 AS k
        FROM new_rows
        UNION ALL
        SELECT seller_id, sold_at IS NOT NULL, leased_at IS NOT NULL, purchased_at IS NOT NULL,
          landing_page, status, coalesce(buynow_price_micros, 0) = 0, leasing_enabled,
          marketplace_nameserver, -1
        FROM old_rows
      ) d
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 HAVING sum(k) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT portfolio_counts_pkey DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER domains_counts_insert AFTER INSERT ON domains
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio_counts_apply();
--> statement-breakpoint
CREATE TRIGGER domains_counts_update AFTER UPDATE ON domains
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION portfolio_counts_apply();
--> statement-breakpoint
CREATE TRIGGER domains_counts_delete AFTER DELETE ON domains
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portfolio_counts_apply();
--> statement-breakpoint
-- Backfill under a share lock, so no write slips between the count and the triggers.
LOCK TABLE domains IN SHARE MODE;
--> statement-breakpoint
INSERT INTO portfolio_counts
  SELECT seller_id, sold_at IS NOT NULL, leased_at IS NOT NULL, purchased_at IS NOT NULL,
    landing_page, status, coalesce(buynow_price_micros, 0) = 0, leasing_enabled,
    marketplace_nameserver, count(*)
  FROM domains GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
