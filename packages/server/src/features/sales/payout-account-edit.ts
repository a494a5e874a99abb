import {
  changesPayoutDestination,
  payoutEditProblems,
} from '@namefolio/core/sales/payout-account.rules'
import type { FieldError } from '@namefolio/core/http/error.contract'
import type { Db } from '../../db/client.ts'
import type { PayoutAccountRow } from '../../db/schema/sales.ts'
import { AppError } from '../../http/app-error.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { lastFour, type SecretBox } from '../../auth/secret-box.ts'
import { notifyUser } from './notify-user.ts'
import type { Payee } from './payee.service.ts'
import {
  clearDefaultPayoutAccount,
  findPayoutAccount,
  updatePayoutAccount,
} from './payee.repository.ts'
import type { PayoutOnboarding } from './payout-onboarding.ts'
import type { SalesService } from './sales.service.ts'

export type PayoutAccountEditInput = {
  capId: string
  accountName?: string | undefined
  accountNumber?: string | undefined
  emailAddress?: string | undefined
  isDefault?: boolean | undefined
}

/** What an edit changed, as the seller's e-mail names it (never a whole number). */
type Change = 'name' | 'account number' | 'e-mail address' | 'default account'

/**
 * Editing a payout account and its onboarding with the payout provider (issue 18, decisions
 * 1030 and 1031). Every change is mailed to the seller: where money goes is what an attacker
 * with a stolen session would change.
 */
export function createPayoutAccountEdits(deps: {
  db: Db
  box: SecretBox
  mailer: Mailer | null
  payee: Payee
  onboarding: PayoutOnboarding
  sales: Pick<SalesService, 'reschedulePayouts'>
  publicUrl: string
  now?: () => Date
}) {
  const { db, box } = deps
  const now = deps.now ?? (() => new Date())

  async function ownAccount(sellerId: string, capId: string): Promise<PayoutAccountRow> {
    const row = await findPayoutAccount(db, sellerId, capId)
    if (!row) throw new AppError('NOT_FOUND', 'No such payout account.')
    return row
  }

  async function editAccount(sellerId: string, input: PayoutAccountEditInput) {
    const row = await ownAccount(sellerId, input.capId)
    const problems: FieldError[] = payoutEditProblems(row.method, input)
    if (input.isDefault === false && row.isDefault === 1) {
      // Payouts always have a default account: another one is made the default instead.
      problems.push({ field: 'isDefault', code: 'accountPayments.error.keepDefault' })
    }
    if (problems.length > 0) {
      throw new AppError('VALIDATION', 'Check the payout account fields.', { fields: problems })
    }

    const changes: Parameters<typeof updatePayoutAccount>[3] = {}
    const changed: Change[] = []
    const name = input.accountName?.trim()
    if (name !== undefined && name !== row.accountName) {
      changes.accountName = name
      changed.push('name')
    }
    const number = input.accountNumber?.trim().replace(/\s+/g, ' ')
    if (number !== undefined) {
      changes.accountNumberEncrypted = box.seal(number)
      changes.accountNumberLast4 = lastFour(number)
      changed.push('account number')
    }
    const email = input.emailAddress?.trim()
    if (email !== undefined && email.toLowerCase() !== (row.emailAddress ?? '').toLowerCase()) {
      changes.emailAddress = email
      changed.push('e-mail address')
    }
    if (input.isDefault === true && row.isDefault !== 1) {
      changes.isDefault = 1
      changed.push('default account')
    }
    if (changed.length === 0) return deps.payee.getAccount(sellerId, row.id)

    if (changesPayoutDestination(row.method, row, input)) {
      // New bank details or a new PayPal address: the provider has to verify them again.
      changes.onboardingStatus = 'NOT_STARTED'
      changes.verifiedAt = null
    }
    changes.updatedAt = now()
    if (changes.isDefault === 1) await clearDefaultPayoutAccount(db, sellerId)
    await updatePayoutAccount(db, sellerId, row.id, changes)
    await deps.sales.reschedulePayouts(sellerId)
    await mailChange(sellerId, changes.accountName ?? row.accountName, changed)
    return deps.payee.getAccount(sellerId, row.id)
  }

  async function mailChange(sellerId: string, accountName: string, changed: Change[]) {
    const when = now().toISOString().slice(0, 16).replace('T', ' ')
    await notifyUser(
      deps,
      sellerId,
      'Your payout account was changed',
      [
        `The payout account "${accountName}" on your Namefolio account was changed at ${when} UTC: ${changed.join(', ')}.`,
        '',
        `Review your payout accounts: ${deps.publicUrl}/account/payments`,
        '',
        'If you did not make this change, change your password now and write to support: payouts go where this account says.',
      ].join('\n'),
    )
  }

  /** GET v1/account/payments/url/{capId}: the provider's onboarding page for the account. */
  async function onboardingUrl(sellerId: string, capId: string) {
    const row = await ownAccount(sellerId, capId)
    const id = encodeURIComponent(row.id)
    const url = await deps.onboarding.onboardingUrl({
      accountRef: row.id,
      returnUrl: `${deps.publicUrl}/account/link/success?kind=payout&capId=${id}`,
      refreshUrl: `${deps.publicUrl}/account/payments`,
    })
    return {
      capId: row.id,
      url,
      sandbox: deps.onboarding.isSandbox,
      onboardingStatus: row.onboardingStatus,
    }
  }

  /** The sandbox provider's "hosted" page: shows the account, or null when it is not theirs. */
  async function findForSandbox(sellerId: string, capId: string) {
    if (!deps.onboarding.isSandbox) return null
    return findPayoutAccount(db, sellerId, capId)
  }

  /** The sandbox provider verified the payee: the account is VERIFIED (decision 1031). */
  async function completeSandboxOnboarding(sellerId: string, capId: string): Promise<boolean> {
    if (!deps.onboarding.isSandbox) return false
    const at = now()
    const row = await updatePayoutAccount(db, sellerId, capId, {
      onboardingStatus: 'VERIFIED',
      verifiedAt: at,
    })
    return row !== null
  }

  return { editAccount, onboardingUrl, findForSandbox, completeSandboxOnboarding }
}

export type PayoutAccountEdits = ReturnType<typeof createPayoutAccountEdits>
