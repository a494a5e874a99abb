-- Issue 18 (account payments): reserved; this slice's tables and columns go here.
SELECT 1;
