-- Half-full heap pages for domains (decision 253): a bulk edit of columns no index holds
-- (fast transfer, lease to own, lease period, intake style) updates every row of a batch in one
-- transaction, so each page needs room for a new version of all of its rows for the update to
-- be HOT (no index entries). With 27 indexes a non-HOT update of 870,000 rows took 705 s on
-- PostgreSQL 15; HOT, 21 s. Applies to pages written from now on: an existing large table is
-- rewritten in a maintenance window (docs/operations.md), not here.
ALTER TABLE domains SET (fillfactor = 50);
