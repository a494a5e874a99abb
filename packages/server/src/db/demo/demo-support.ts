import type { Db } from '../client.ts'
import { supportCases, supportMessages } from '../schema/support.ts'

const HOUR_MS = 3_600_000

/**
 * Support cases for the demo (issue 18): one of the seller's, answered by support and not yet
 * read (so /support shows a new reply), and a signed-out visitor's waiting in the admin queue.
 */
export async function seedDemoSupport(
  db: Db,
  seller: { id: string },
  admin: { id: string } | null,
  now: Date,
): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS)
  const [answered] = await db
    .insert(supportCases)
    .values({
      userId: seller.id,
      topic: 'PAYOUT',
      status: 'ANSWERED',
      customerReadAt: at(30),
      lastMessageAt: at(2),
      createdAt: at(30),
      updatedAt: at(2),
    })
    .returning({ id: supportCases.id })
  await db.insert(supportMessages).values([
    {
      caseId: answered!.id,
      author: 'CUSTOMER',
      authorUserId: seller.id,
      body: 'When does my payout for last month arrive? The statement shows it as scheduled.',
      createdAt: at(30),
    },
    {
      caseId: answered!.id,
      author: 'SUPPORT',
      authorUserId: admin?.id ?? null,
      body: 'Payouts go out on the 15th of the month. Yours is scheduled and on its way.',
      createdAt: at(2),
    },
  ])
  const [guest] = await db
    .insert(supportCases)
    .values({
      guestName: 'Robin Visitor',
      guestEmail: 'robin@example.test',
      topic: 'ACCOUNT',
      lastMessageAt: at(5),
      createdAt: at(5),
      updatedAt: at(5),
    })
    .returning({ id: supportCases.id })
  await db.insert(supportMessages).values({
    caseId: guest!.id,
    author: 'CUSTOMER',
    body: 'I would like to open a seller account for my company. Which documents do you need?',
    createdAt: at(5),
  })
}
