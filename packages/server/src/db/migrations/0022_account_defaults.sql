-- Issue 18 (account defaults): reserved; this slice's tables and columns go here.
SELECT 1;
