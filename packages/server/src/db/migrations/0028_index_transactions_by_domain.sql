-- Issue 15: the portfolio's sold and leased columns and the export join each domain to its
-- deals; without an index on the domain that join read every transaction.
CREATE INDEX IF NOT EXISTS "transactions_domain_idx" ON "transactions" USING btree ("domain_id","created_at");
