-- Reserved for issue 16 work (0034_bulk_edit_sort_keys); replaced by the slice that owns it.
SELECT 1;
