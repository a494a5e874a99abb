-- Issue 18 (support cases): reserved; this slice's tables and columns go here.
SELECT 1;
