-- Reserved for issue 16 work (0036_cold_landers); replaced by the slice that owns it.
SELECT 1;
