import type { Db } from '../client.ts'
import { payeeTaxProfiles, payoutAccounts } from '../schema/sales.ts'

/** The demo seller's payee data: a certified W-9 and a sandbox PayPal account, so payable. */
const DEMO_PAYEE = {
  taxId: '123-45-6789',
  address: '1 Demo Street, Springfield, IL 62701',
  paypal: 'seller@demo.namefolio.test',
}

/**
 * Seals a secret for storage (decision 806): the seed gets the app's SecretBox `seal`, so the
 * demo tax id is stored encrypted like one a seller types.
 */
export type SealSecret = (clear: string) => string

/** Writes the demo seller's tax profile and payout account; returns the account's id. */
export async function seedDemoPayee(
  db: Db,
  seller: { id: string; name: string },
  now: Date,
  seal: SealSecret,
): Promise<string> {
  const taxId = DEMO_PAYEE.taxId.replace(/-/g, '')
  await db.insert(payeeTaxProfiles).values({
    sellerId: seller.id,
    formType: 'W9',
    legalName: seller.name,
    country: 'US',
    address: DEMO_PAYEE.address,
    taxIdEncrypted: seal(taxId),
    taxIdLast4: taxId.slice(-4),
    payoutMode: 'AUTO',
    certifiedAt: now,
    updatedAt: now,
  })
  const [account] = await db
    .insert(payoutAccounts)
    .values({
      sellerId: seller.id,
      method: 'PAYPAL',
      accountName: seller.name,
      emailAddress: DEMO_PAYEE.paypal,
      isDefault: 1,
      createdAt: now,
    })
    .returning({ id: payoutAccounts.id })
  return account!.id
}
