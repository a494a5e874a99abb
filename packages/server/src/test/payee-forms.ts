/** A complete W-9 tax profile (PATCH /api/v1/account/tax): with a payout account, a seller can be paid. */
export const W9_TAX_FORM = {
  formType: 'W9',
  legalName: 'Dana Seller',
  country: 'US',
  address: '1 Main St, Springfield',
  taxId: '123-45-6789',
  certify: true,
}

/** An ACH payout account (POST /api/v1/account/payments). */
export const ACH_PAYOUT_ACCOUNT = {
  method: 'ACH',
  accountName: 'Dana Seller',
  accountNumber: '000123456789',
}
