-- Bulk-editable sort keys leave every index of domains (decision 1160): an edit of prices,
-- featured, hidden or the lander template is then a HOT update of domains, and the sorts and
-- filters on those keys read two narrow trigger-kept tables whose indexes are the only ones
-- such an edit writes:
--   domain_sort_keys (seller_id, key, value, domain_id): the seller's sort order of each key,
--     one entry per domain and key, its primary key the only index;
--   listed_prices (domain_id, buynow_price_micros, name): the marketplace's price orders of the
--     listed domains (status ACTIVE, not hidden, unsold).
-- Statement-level triggers over the transition tables keep both right for every writer of
-- domains (imports, edits, bulk jobs, reprice, undo, sales, deletes, raw SQL), one set-based
-- statement per domains statement, as portfolio_counts (decision 250).

-- The view keys ride in the index (INCLUDE, as the view keys of decision 251): a page of a
-- small view (sold, leased, not listed) skips the other views' entries in the index itself
-- instead of reading each of their domains.
CREATE TABLE domain_sort_keys (
  seller_id uuid NOT NULL,
  key smallint NOT NULL,
  value bigint NOT NULL,
  domain_id uuid NOT NULL,
  landing_page text NOT NULL,
  status text NOT NULL,
  sold boolean NOT NULL,
  leased boolean NOT NULL,
  CONSTRAINT domain_sort_keys_pkey PRIMARY KEY (seller_id, key, value, domain_id)
    INCLUDE (landing_page, status, sold, leased)
);
--> statement-breakpoint
CREATE TABLE listed_prices (
  domain_id uuid PRIMARY KEY,
  buynow_price_micros bigint,
  name text NOT NULL
);
--> statement-breakpoint
CREATE INDEX listed_prices_asc_name_idx ON listed_prices (buynow_price_micros ASC NULLS LAST, name);
--> statement-breakpoint
CREATE INDEX listed_prices_desc_name_idx ON listed_prices (buynow_price_micros DESC NULLS LAST, name);
--> statement-breakpoint
-- A domain's entries: keys 1 buy now, 2 minimum bid, 3 floor (no price sorts last ascending,
-- first descending, as PostgreSQL places NULL: the largest bigint), 4 featured, 5 hidden
-- (false 0, true 1), 6 lander template (its rank in byte order, the order of the text).
-- Keep in step with SORT_KEY_CODES in features/portfolio/portfolio-paging.queries.ts.
CREATE FUNCTION domain_sort_entries(
  buynow bigint, minbid bigint, floor bigint, featured boolean, hidden boolean, lander text
) RETURNS TABLE (key smallint, value bigint) LANGUAGE sql IMMUTABLE AS $$
  VALUES
    (1::smallint, coalesce(buynow, 9223372036854775807)),
    (2::smallint, coalesce(minbid, 9223372036854775807)),
    (3::smallint, coalesce(floor, 9223372036854775807)),
    (4::smallint, featured::int::bigint),
    (5::smallint, hidden::int::bigint),
    (6::smallint, coalesce(array_position(
      ARRAY['BUY_NOW', 'CASH_PARKING', 'CUSTOM_LANDER', 'LEASE_TO_OWN', 'PRICE_FORM'], lander), 0)::bigint)
$$;
--> statement-breakpoint
CREATE FUNCTION domain_sort_keys_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO domain_sort_keys
      SELECT r.seller_id, e.key, e.value, r.id, r.landing_page, r.status, r.sold_at IS NOT NULL,
        r.leased_at IS NOT NULL
      FROM new_rows r,
        domain_sort_entries(r.buynow_price_micros, r.minbid_price_micros, r.floor_price_micros,
          r.featured, r.hidden, r.lander_template) e
      ORDER BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM domain_sort_keys k USING old_rows r,
        domain_sort_entries(r.buynow_price_micros, r.minbid_price_micros, r.floor_price_micros,
          r.featured, r.hidden, r.lander_template) e
      WHERE k.seller_id = r.seller_id AND k.key = e.key AND k.value = e.value AND k.domain_id = r.id;
  ELSE
    -- An edit of columns no entry reads (fast transfer, lease settings, counters) stops here:
    -- one hashed set difference of the batch instead of its entries.
    IF NOT EXISTS (
      SELECT seller_id, id, buynow_price_micros, minbid_price_micros, floor_price_micros, featured,
        hidden, lander_template, landing_page, status, sold_at IS NULL, leased_at IS NULL
      FROM new_rows
      EXCEPT
      SELECT seller_id, id, buynow_price_micros, minbid_price_micros, floor_price_micros, featured,
        hidden, lander_template, landing_page, status, sold_at IS NULL, leased_at IS NULL
      FROM old_rows
    ) THEN
      RETURN NULL;
    END IF;
    -- Only the entries whose value, seller or view keys changed: an edit of other columns
    -- writes nothing. Set differences, not a join of the transition tables by id (they have no
    -- index: a join is a nested loop of 10,000 × 10,000 rows per batch).
    WITH old_entries AS MATERIALIZED (
      SELECT r.seller_id, e.key, e.value, r.id, r.landing_page, r.status,
        r.sold_at IS NOT NULL AS sold, r.leased_at IS NOT NULL AS leased
      FROM old_rows r,
        domain_sort_entries(r.buynow_price_micros, r.minbid_price_micros, r.floor_price_micros,
          r.featured, r.hidden, r.lander_template) e
    ), new_entries AS MATERIALIZED (
      SELECT r.seller_id, e.key, e.value, r.id, r.landing_page, r.status,
        r.sold_at IS NOT NULL AS sold, r.leased_at IS NOT NULL AS leased
      FROM new_rows r,
        domain_sort_entries(r.buynow_price_micros, r.minbid_price_micros, r.floor_price_micros,
          r.featured, r.hidden, r.lander_template) e
    ), came AS MATERIALIZED (
      SELECT * FROM new_entries EXCEPT SELECT * FROM old_entries
    ), removed AS (
      -- Entries whose key is gone; one that only changed view keys is updated by the upsert
      -- below (statements of one WITH must not both change a row).
      DELETE FROM domain_sort_keys k USING (
        SELECT seller_id, key, value, id FROM old_entries
        EXCEPT SELECT seller_id, key, value, id FROM new_entries
      ) g
      WHERE k.seller_id = g.seller_id AND k.key = g.key AND k.value = g.value AND k.domain_id = g.id
    )
    INSERT INTO domain_sort_keys AS k
      SELECT * FROM came ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT domain_sort_keys_pkey DO UPDATE SET landing_page = excluded.landing_page,
      status = excluded.status, sold = excluded.sold, leased = excluded.leased;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION listed_prices_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listed_prices
      SELECT id, buynow_price_micros, name FROM new_rows
      WHERE status = 'ACTIVE' AND NOT hidden AND sold_at IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM listed_prices p USING old_rows o WHERE p.domain_id = o.id;
  ELSE
    IF NOT EXISTS (
      SELECT id, buynow_price_micros, name, status, hidden, sold_at IS NULL FROM new_rows
      EXCEPT
      SELECT id, buynow_price_micros, name, status, hidden, sold_at IS NULL FROM old_rows
    ) THEN
      RETURN NULL;
    END IF;
    -- Set differences of the listed rows before and after (no join of the transition tables,
    -- which have no index); a price change is an upsert of the domain's row.
    WITH old_listed AS MATERIALIZED (
      SELECT id, buynow_price_micros, name FROM old_rows
      WHERE status = 'ACTIVE' AND NOT hidden AND sold_at IS NULL
    ), new_listed AS MATERIALIZED (
      SELECT id, buynow_price_micros, name FROM new_rows
      WHERE status = 'ACTIVE' AND NOT hidden AND sold_at IS NULL
    ), removed AS (
      DELETE FROM listed_prices p USING (
        SELECT id FROM old_listed EXCEPT SELECT id FROM new_listed
      ) g
      WHERE p.domain_id = g.id
    )
    INSERT INTO listed_prices AS p
      SELECT * FROM (SELECT * FROM new_listed EXCEPT SELECT * FROM old_listed) c ORDER BY 1
    ON CONFLICT (domain_id) DO UPDATE SET buynow_price_micros = excluded.buynow_price_micros,
      name = excluded.name;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER domain_sort_keys_insert AFTER INSERT ON domains
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION domain_sort_keys_apply();
--> statement-breakpoint
CREATE TRIGGER domain_sort_keys_update AFTER UPDATE ON domains
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION domain_sort_keys_apply();
--> statement-breakpoint
CREATE TRIGGER domain_sort_keys_delete AFTER DELETE ON domains
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION domain_sort_keys_apply();
--> statement-breakpoint
CREATE TRIGGER listed_prices_insert AFTER INSERT ON domains
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listed_prices_apply();
--> statement-breakpoint
CREATE TRIGGER listed_prices_update AFTER UPDATE ON domains
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listed_prices_apply();
--> statement-breakpoint
CREATE TRIGGER listed_prices_delete AFTER DELETE ON domains
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listed_prices_apply();
--> statement-breakpoint
-- Existing rows, under a lock that keeps writers out until the triggers see every change.
LOCK TABLE domains IN SHARE MODE;
--> statement-breakpoint
INSERT INTO domain_sort_keys
  SELECT d.seller_id, e.key, e.value, d.id, d.landing_page, d.status, d.sold_at IS NOT NULL,
    d.leased_at IS NOT NULL
  FROM domains d,
    domain_sort_entries(d.buynow_price_micros, d.minbid_price_micros, d.floor_price_micros,
      d.featured, d.hidden, d.lander_template) e
  ORDER BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO listed_prices
  SELECT id, buynow_price_micros, name FROM domains
  WHERE status = 'ACTIVE' AND NOT hidden AND sold_at IS NULL;
--> statement-breakpoint
-- The sort indexes of the bulk-editable keys and the marketplace's price indexes: their orders
-- now come from the tables above.
DROP INDEX domains_seller_buynow_idx;
--> statement-breakpoint
DROP INDEX domains_seller_minbid_idx;
--> statement-breakpoint
DROP INDEX domains_seller_floor_idx;
--> statement-breakpoint
DROP INDEX domains_seller_featured_idx;
--> statement-breakpoint
DROP INDEX domains_seller_hidden_idx;
--> statement-breakpoint
DROP INDEX domains_seller_lander_idx;
--> statement-breakpoint
DROP INDEX domains_listed_price_idx;
--> statement-breakpoint
DROP INDEX domains_listed_price_asc_name_idx;
--> statement-breakpoint
DROP INDEX domains_listed_price_desc_name_idx;
--> statement-breakpoint
-- The marketplace's listed indexes without `not hidden` in their predicate (a predicate column
-- is an indexed column: a hidden edit could not be HOT). Searches still say `not d.hidden`,
-- checked on the row; hidden listings are few.
DROP INDEX domains_listed_name_trgm_idx;
--> statement-breakpoint
CREATE INDEX domains_listed_name_trgm_idx ON domains USING gin (name gin_trgm_ops)
  WHERE status = 'ACTIVE' AND sold_at IS NULL;
--> statement-breakpoint
DROP INDEX domains_listed_created_idx;
--> statement-breakpoint
CREATE INDEX domains_listed_created_idx ON domains (created_at DESC NULLS FIRST, id)
  WHERE status = 'ACTIVE' AND sold_at IS NULL;
--> statement-breakpoint
DROP INDEX domains_listed_length_name_idx;
--> statement-breakpoint
CREATE INDEX domains_listed_length_name_idx ON domains (sld_length, name)
  WHERE status = 'ACTIVE' AND sold_at IS NULL;
