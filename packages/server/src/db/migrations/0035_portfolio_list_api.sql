-- Reserved for issue 16 work (0035_portfolio_list_api); replaced by the slice that owns it.
SELECT 1;
