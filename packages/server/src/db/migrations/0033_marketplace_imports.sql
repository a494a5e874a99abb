-- Issue 24 (marketplace drift check and imports): reserved; this slice's tables and columns go here.
SELECT 1;
