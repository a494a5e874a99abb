-- Issue 24 (webhooks): reserved; this slice's tables and columns go here.
SELECT 1;
