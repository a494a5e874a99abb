-- Issue 18 (account standing): reserved; this slice's tables and columns go here.
SELECT 1;
