import type { ViewerRole } from './negotiation-status.ts'

export const SIDEBAR_FIELDS = ['sellerOffer', 'buyerOffer', 'floorPrice', 'createdAt'] as const
export type SidebarField = (typeof SIDEBAR_FIELDS)[number]

/** Spec §2, §6: everyone sees both offers; only sellers see the floor price and created date. */
export function sidebarFieldsFor(role: ViewerRole): readonly SidebarField[] {
  return role === 'seller' ? SIDEBAR_FIELDS : ['sellerOffer', 'buyerOffer']
}
