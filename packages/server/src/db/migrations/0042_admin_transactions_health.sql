-- Reserved for issue 19 slice work (0042_admin_transactions_health); replaced by the slice that owns it.
SELECT 1;
