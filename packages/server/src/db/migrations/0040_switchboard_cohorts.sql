-- Reserved for issue 19 slice work (0040_switchboard_cohorts); replaced by the slice that owns it.
SELECT 1;
