-- Time-ordered domain ids (decision 254), the layout of UUID version 7 (RFC 9562): 48 bits of
-- Unix milliseconds, then random bits. PostgreSQL 15 and PGlite have no uuidv7() (PostgreSQL 18
-- does), so it is built from gen_random_uuid(). Random v4 ids scatter every insert and every
-- non-HOT update over all leaf pages of the ~25 (seller, key, id) indexes; time-ordered ids put
-- them at the end of each key's range, so a CSV import or a bulk edit touches few pages.
CREATE OR REPLACE FUNCTION uuid_generate_v7() RETURNS uuid AS $$
  SELECT encode(
    set_bit(
      set_bit(
        overlay(uuid_send(gen_random_uuid())
          PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
          FROM 1 FOR 6),
        52, 1),
      53, 1),
    'hex')::uuid
$$ LANGUAGE sql VOLATILE;
--> statement-breakpoint
ALTER TABLE "domains" ALTER COLUMN "id" SET DEFAULT uuid_generate_v7();
