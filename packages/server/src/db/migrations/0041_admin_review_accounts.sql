-- Reserved for issue 19 slice work (0041_admin_review_accounts); replaced by the slice that owns it.
SELECT 1;
