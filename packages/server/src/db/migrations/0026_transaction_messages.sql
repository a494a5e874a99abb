-- Issue 18 (transaction messages): reserved; this slice's tables and columns go here.
SELECT 1;
