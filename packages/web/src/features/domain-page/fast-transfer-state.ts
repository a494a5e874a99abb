import { LISTING_STATUSES, type ListingStatus } from '@namefolio/core/domains/domain-status'
import { fastTransferDisplay, type FastTransferLabel } from '@namefolio/core/domains/fast-transfer'

export type FastTransferState =
  | { kind: 'known'; status: ListingStatus; label: FastTransferLabel; hasNote: boolean }
  | { kind: 'unknown' }

/**
 * The domain's fast-transfer status as spec §4 displays it (core's `fastTransferDisplay`): the
 * statuses that carry a tooltip in the table carry their explanation here, written out under
 * the label (a page has room, and a phone has no hover). A status the rules do not know reads
 * "Not checked yet".
 */
export function fastTransferStateOf(status: string | null): FastTransferState {
  if (status === null || !(LISTING_STATUSES as readonly string[]).includes(status)) {
    return { kind: 'unknown' }
  }
  const listing = status as ListingStatus
  const display = fastTransferDisplay(listing)
  return { kind: 'known', status: listing, label: display.label, hasNote: display.hasTooltip }
}
