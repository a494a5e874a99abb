-- Reserved for issue 19 slice work (0039_membership_plans); replaced by the slice that owns it.
SELECT 1;
