-- Issue 24 (partner network): reserved; this slice's tables and columns go here.
SELECT 1;
