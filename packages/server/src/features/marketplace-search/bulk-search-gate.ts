import { evaluateFeatureFlag } from '@namefolio/core/config/feature-flag'
import type { FastifyRequest } from 'fastify'
import { readSwitchboardFor } from '../../db/account-switchboard.ts'
import type { RoutedRead } from '../../db/read-routing.ts'
import { AppError } from '../../http/app-error.ts'
import { FEATURE_OFF_ERROR } from '@namefolio/core/switchboard/switchboard.contract'

/**
 * Bulk search (spec §2 `keywords`/`bulkSearch`) needs the §6 bulkSearch switch on for the
 * caller: the signed-in account's evaluation, or the general rows for a visitor (issue 19).
 */
export async function isBulkSearchOn(request: FastifyRequest, read: RoutedRead): Promise<boolean> {
  const board = await read((db) => readSwitchboardFor(db, request.auth?.user.id ?? null))
  return evaluateFeatureFlag(board, 'bulkSearch') === 'on'
}

export async function requireBulkSearch(request: FastifyRequest, read: RoutedRead): Promise<void> {
  if (await isBulkSearchOn(request, read)) return
  throw new AppError('FORBIDDEN', 'Bulk search is not on for this account.', {
    fields: [{ field: 'bulkSearch', code: FEATURE_OFF_ERROR }],
  })
}
