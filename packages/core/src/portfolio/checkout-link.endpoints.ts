import { endpoint } from '../http/endpoint.ts'
import type { checkoutLinkSchemas as S } from './checkout-link.schemas.ts'

/** A seller's checkout links (spec §3, §4, §7 v1/transactions/link; decision 990). */
export const checkoutLinkEndpoints = {
  createLink: endpoint<typeof S.createLink>()('POST', '/api/v1/transactions/link'),
  getLink: endpoint<typeof S.getLink>()('GET', '/api/v1/transactions/link/:linkId'),
  deleteLink: endpoint<typeof S.deleteLink>()('DELETE', '/api/v1/transactions/link/:linkId'),
}
