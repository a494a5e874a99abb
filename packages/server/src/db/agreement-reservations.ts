import { and, eq, ne } from 'drizzle-orm'
import type { Db } from './client.ts'
import { leadAgreedPrices } from './schema/leads.ts'

/**
 * Whether an open agreed price reserves the domain for its buyer (decision 962): accepting an
 * offer waits for it, and so do the other ways to buy (Buy Now, Lease, checkout links) until it
 * is paid or its window passes. The agreement asking is left out: the one being paid
 * (`agreedPriceId`, null when none is), or any of the lead whose offer is accepted (`leadId`).
 */
export async function isReservedByOpenAgreement(
  db: Db,
  domainId: string,
  except: { agreedPriceId: string | null } | { leadId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: leadAgreedPrices.id })
    .from(leadAgreedPrices)
    .where(
      and(
        eq(leadAgreedPrices.domainId, domainId),
        eq(leadAgreedPrices.status, 'OPEN'),
        'leadId' in except
          ? ne(leadAgreedPrices.leadId, except.leadId)
          : except.agreedPriceId === null
            ? undefined
            : ne(leadAgreedPrices.id, except.agreedPriceId),
      ),
    )
    .limit(1)
  return row !== undefined
}
