-- The triggers of decision 1160 pair each updated row with its old version (decision 1250):
-- one hashed join of the transition tables by id, planned at each call (EXECUTE), then one
-- UPDATE of only the entries whose value, seller or view keys moved, by their primary key.
-- Before, the UPDATE branch built every entry of every row twice (old and new), took set
-- differences of them and deleted and upserted the differences: a reprice of 10,000 domains
-- hashed 120,000 entries and wrote 10,000 deletes and 10,000 speculative inserts.
--
-- A row's sort values as an array, its index the key (1 buy now, 2 minimum bid, 3 floor,
-- 4 featured, 5 hidden, 6 lander template): the one place that maps columns to entry values.
-- Keep in step with SORT_KEY_CODES in features/portfolio/portfolio-paging.queries.ts.
CREATE FUNCTION domain_sort_values(
  buynow bigint, minbid bigint, floor bigint, featured boolean, hidden boolean, lander text
) RETURNS bigint[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY[
    coalesce(buynow, 9223372036854775807),
    coalesce(minbid, 9223372036854775807),
    coalesce(floor, 9223372036854775807),
    featured::int::bigint,
    hidden::int::bigint,
    coalesce(array_position(
      ARRAY['BUY_NOW', 'CASH_PARKING', 'CUSTOM_LANDER', 'LEASE_TO_OWN', 'PRICE_FORM'], lander), 0)::bigint
  ]
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION domain_sort_entries(
  buynow bigint, minbid bigint, floor bigint, featured boolean, hidden boolean, lander text
) RETURNS TABLE (key smallint, value bigint) LANGUAGE sql IMMUTABLE AS $$
  SELECT e.key::smallint, e.value
  FROM unnest(domain_sort_values(buynow, minbid, floor, featured, hidden, lander))
    WITH ORDINALITY AS e(value, key)
$$;
--> statement-breakpoint
-- The moved entries, found by the trigger, updated by primary key. Nested loops only: with
-- tens of thousands of entries to move the planner would otherwise hash the whole table
-- (millions of entries) at PostgreSQL's default work_mem.
CREATE FUNCTION domain_sort_keys_move(
  old_sellers uuid[], keys smallint[], old_values bigint[], ids uuid[], sellers uuid[],
  vals bigint[], landers text[], statuses text[], solds boolean[], leaseds boolean[]
) RETURNS void LANGUAGE sql SET enable_hashjoin = off SET enable_mergejoin = off AS $$
  UPDATE domain_sort_keys k SET seller_id = m.seller_id, value = m.value,
    landing_page = m.landing_page, status = m.status, sold = m.sold, leased = m.leased
  FROM unnest(old_sellers, keys, old_values, ids, sellers, vals, landers, statuses, solds, leaseds)
    AS m(old_seller, key, old_value, id, seller_id, value, landing_page, status, sold, leased)
  WHERE k.seller_id = m.old_seller AND k.key = m.key AND k.value = m.old_value
    AND k.domain_id = m.id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION domain_sort_keys_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_sellers uuid[]; keys smallint[]; old_values bigint[]; ids uuid[]; sellers uuid[];
  vals bigint[]; landers text[]; statuses text[]; solds boolean[]; leaseds boolean[];
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
    -- EXECUTE plans the join at each call: a plan cached from a one-row edit would be a nested
    -- loop over the transition tables, which have no index.
    EXECUTE $q$
      WITH pairs AS MATERIALIZED (
        SELECT * FROM (
          SELECT o.seller_id AS old_seller, n.id, n.seller_id, n.landing_page, n.status,
            n.sold_at IS NOT NULL AS sold, n.leased_at IS NOT NULL AS leased,
            (o.seller_id, o.landing_page, o.status, o.sold_at IS NULL, o.leased_at IS NULL)
              IS DISTINCT FROM (n.seller_id, n.landing_page, n.status, n.sold_at IS NULL,
                n.leased_at IS NULL) AS view_moved,
            domain_sort_values(o.buynow_price_micros, o.minbid_price_micros, o.floor_price_micros,
              o.featured, o.hidden, o.lander_template) AS old_values,
            domain_sort_values(n.buynow_price_micros, n.minbid_price_micros, n.floor_price_micros,
              n.featured, n.hidden, n.lander_template) AS new_values
          FROM old_rows o JOIN new_rows n ON n.id = o.id
        ) p
        WHERE view_moved OR old_values <> new_values
      )
      SELECT array_agg(p.old_seller), array_agg(e.key::smallint), array_agg(e.old_value),
        array_agg(p.id), array_agg(p.seller_id), array_agg(e.value), array_agg(p.landing_page),
        array_agg(p.status), array_agg(p.sold), array_agg(p.leased)
      FROM pairs p, unnest(p.old_values, p.new_values) WITH ORDINALITY AS e(old_value, value, key)
      WHERE p.view_moved OR e.old_value <> e.value
    $q$ INTO old_sellers, keys, old_values, ids, sellers, vals, landers, statuses, solds, leaseds;
    -- An edit of columns no entry reads (fast transfer, lease settings, counters) ends here.
    IF ids IS NOT NULL THEN
      PERFORM domain_sort_keys_move(old_sellers, keys, old_values, ids, sellers, vals, landers,
        statuses, solds, leaseds);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The listed rows that changed: leaving the listing (delete), staying with a new price or name
-- (update), joining it (insert). Nested loops only, as domain_sort_keys_move.
CREATE FUNCTION listed_prices_move(
  ids uuid[], prices bigint[], names text[], was_listed boolean[], now_listed boolean[]
) RETURNS void LANGUAGE sql SET enable_hashjoin = off SET enable_mergejoin = off AS $$
  WITH m AS (
    SELECT * FROM unnest(ids, prices, names, was_listed, now_listed)
      AS m(id, price, name, was_listed, listed)
  ), removed AS (
    DELETE FROM listed_prices p USING m WHERE p.domain_id = m.id AND m.was_listed AND NOT m.listed
  ), changed AS (
    UPDATE listed_prices p SET buynow_price_micros = m.price, name = m.name
    FROM m WHERE p.domain_id = m.id AND m.was_listed AND m.listed
  )
  INSERT INTO listed_prices
    SELECT id, price, name FROM m WHERE listed AND NOT was_listed ORDER BY 1
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listed_prices_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[]; prices bigint[]; names text[]; was_listed boolean[]; now_listed boolean[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listed_prices
      SELECT id, buynow_price_micros, name FROM new_rows
      WHERE status = 'ACTIVE' AND NOT hidden AND sold_at IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM listed_prices p USING old_rows o WHERE p.domain_id = o.id;
  ELSE
    EXECUTE $q$
      SELECT array_agg(n.id), array_agg(n.buynow_price_micros), array_agg(n.name),
        array_agg(o.status = 'ACTIVE' AND NOT o.hidden AND o.sold_at IS NULL),
        array_agg(n.status = 'ACTIVE' AND NOT n.hidden AND n.sold_at IS NULL)
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.status = 'ACTIVE' AND NOT o.hidden AND o.sold_at IS NULL, o.buynow_price_micros,
          o.name)
        IS DISTINCT FROM (n.status = 'ACTIVE' AND NOT n.hidden AND n.sold_at IS NULL,
          n.buynow_price_micros, n.name)
    $q$ INTO ids, prices, names, was_listed, now_listed;
    IF ids IS NOT NULL THEN
      PERFORM listed_prices_move(ids, prices, names, was_listed, now_listed);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
