-- Decision 279: a large undo runs as a job that walks the edit's history rows in domain order,
-- a batch at a time; the index on the edit alone made each batch sort all of the edit's rows.
DROP INDEX IF EXISTS "domain_history_bulk_edit_idx";--> statement-breakpoint
CREATE INDEX "domain_history_bulk_edit_idx" ON "domain_history" USING btree ("bulk_edit_id","domain_id") WHERE bulk_edit_id is not null;
