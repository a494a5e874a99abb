-- Issue 24 (in-use guard): reserved; this slice's tables and columns go here.
SELECT 1;
