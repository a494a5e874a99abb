import type {
  GuestSupportCaseCreate,
  GuestSupportCaseCreated,
} from '@namefolio/core/support/support.contract'
import { supportReferenceOf } from '@namefolio/core/support/support-case'
import type { Db } from '../../db/client.ts'
import { insertCase } from './support.repository.ts'
import type { SupportMail } from './support-mail.ts'

/**
 * POST v1/support/user (spec §8): a signed-out visitor opens a case with their name and
 * e-mail. They get a confirmation e-mail with the reference and support's replies by e-mail
 * (decision 1042): no link into the case, so an e-mail address typed by someone else reveals
 * nothing. The domain is free text: a visitor's ownership cannot be checked.
 */
export async function openGuestCase(
  deps: { db: Db; mail: SupportMail },
  input: GuestSupportCaseCreate,
): Promise<GuestSupportCaseCreated> {
  const guest = { name: input.name, email: input.email.trim().toLowerCase() }
  const row = await insertCase(
    deps.db,
    {
      userId: null,
      guest,
      topic: input.topic,
      domainName: input.domainName || null,
      transactionId: null,
    },
    { author: 'CUSTOMER', authorUserId: null, body: input.message, attachment: null },
  )
  const reference = supportReferenceOf(row.id)
  await deps.mail.confirmGuestCase(guest, reference)
  return { reference }
}
