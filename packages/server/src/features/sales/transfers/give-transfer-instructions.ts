import type { TransactionRow } from '../../../db/schema/sales.ts'
import { AppError } from '../../../http/app-error.ts'
import type { SalesDeps } from '../sales-deps.ts'
import { getSellerTransaction } from '../transactions/get-transaction.ts'
import { setTransferDetails } from '../transactions/transactions.repository.ts'
import { startTransfer } from './start-transfer.ts'

/** The seller's part of a transfer: the auth code, or a push at the seller's registrar. */
export type TransferInstructions =
  | { type: 'AUTH_CODE'; authCode: string }
  | { type: 'REGISTRAR_PUSH'; registrar: string; otherRegistrarName?: string | undefined }

const NOT_WAITING: Record<TransferInstructions['type'], string> = {
  AUTH_CODE: 'This transfer is not waiting for an auth code.',
  REGISTRAR_PUSH: 'This transfer is not waiting for the seller.',
}

/**
 * The seller gives the auth code (PATCH .../transfer/authCode, stored encrypted) or pushes
 * the domain at the registrar (PATCH .../transfer/registrar); either starts the transfer.
 */
export async function giveTransferInstructions(
  deps: SalesDeps,
  sellerId: string,
  id: string,
  instructions: TransferInstructions,
): Promise<TransactionRow> {
  const row = await getSellerTransaction(deps.db, sellerId, id)
  if (row.status !== 'AWAITING_AUTH_CODE') {
    throw new AppError('CONFLICT', NOT_WAITING[instructions.type])
  }
  let note: string
  if (instructions.type === 'AUTH_CODE') {
    const authCodeEncrypted = deps.box.seal(instructions.authCode)
    await setTransferDetails(deps.db, id, { authCodeEncrypted, transferType: 'AUTH_CODE' })
    note = 'Auth code provided'
  } else {
    const { registrar, otherRegistrarName } = instructions
    await setTransferDetails(deps.db, id, {
      registrar,
      otherRegistrarName: otherRegistrarName ?? null,
      transferType: 'REGISTRAR_PUSH',
    })
    note = `Pushed at ${otherRegistrarName || registrar}`
  }
  return startTransfer(deps, row, { role: 'seller', id: sellerId }, note)
}
