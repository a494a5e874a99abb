-- Issue 24 (offer rules): reserved; this slice's tables and columns go here.
SELECT 1;
