-- Issue 18 (account profile): reserved; this slice's tables and columns go here.
SELECT 1;
