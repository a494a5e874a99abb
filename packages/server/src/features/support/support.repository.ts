import type { SupportAttachmentType } from '@namefolio/core/support/support-attachment'
import type {
  AdminSupportFilter,
  SupportAuthor,
  SupportCaseStatus,
  SupportTopic,
} from '@namefolio/core/support/support-case'
import { and, asc, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { pageWithTotal } from '../../db/page-with-total.ts'
import { domains } from '../../db/schema/domains.ts'
import { transactions } from '../../db/schema/sales.ts'
import {
  supportAttachments,
  supportCases,
  supportMessages,
  type SupportCaseRow,
} from '../../db/schema/support.ts'
import { users } from '../../db/schema/users.ts'

/** A checked attachment, ready to store. */
export type NewAttachment = {
  fileName: string
  contentType: SupportAttachmentType
  content: Buffer
}

export type NewMessage = {
  author: SupportAuthor
  authorUserId: string | null
  body: string
  attachment: NewAttachment | null
}

/** A case with who opened it and how many of support's replies they have not read. */
export type CaseListRow = SupportCaseRow & {
  userName: string | null
  userEmail: string | null
  firstMessage: string
  unreadReplies: number
}

async function insertMessage(tx: Db, caseId: string, message: NewMessage): Promise<void> {
  let attachmentId: string | null = null
  if (message.attachment) {
    const [stored] = await tx
      .insert(supportAttachments)
      .values({
        caseId,
        fileName: message.attachment.fileName,
        contentType: message.attachment.contentType,
        sizeBytes: message.attachment.content.length,
        content: message.attachment.content,
      })
      .returning({ id: supportAttachments.id })
    attachmentId = stored!.id
  }
  await tx.insert(supportMessages).values({
    caseId,
    author: message.author,
    authorUserId: message.authorUserId,
    body: message.body,
    attachmentId,
  })
}

/** Opens a case with its first message (and attachment) in one transaction. */
export async function insertCase(
  db: Db,
  input: {
    userId: string | null
    guest: { name: string; email: string } | null
    topic: SupportTopic
    domainName: string | null
    transactionId: string | null
  },
  first: NewMessage,
): Promise<SupportCaseRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportCases)
      .values({
        userId: input.userId,
        guestName: input.guest?.name ?? null,
        guestEmail: input.guest?.email ?? null,
        topic: input.topic,
        domainName: input.domainName,
        transactionId: input.transactionId,
      })
      .returning()
    await insertMessage(tx, row!.id, first)
    return row!
  })
}

/**
 * Adds a message and moves the case to `status`; a customer writing marks support's replies
 * read (they have just seen them).
 */
export async function appendMessage(
  db: Db,
  caseId: string,
  message: NewMessage,
  status: SupportCaseStatus,
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertMessage(tx, caseId, message)
    await tx
      .update(supportCases)
      .set({
        status,
        lastMessageAt: sql`now()`,
        updatedAt: sql`now()`,
        closedAt: null,
        ...(message.author === 'CUSTOMER' ? { customerReadAt: sql`now()` } : {}),
      })
      .where(eq(supportCases.id, caseId))
  })
}

export async function closeCase(db: Db, caseId: string): Promise<void> {
  await db
    .update(supportCases)
    .set({ status: 'CLOSED', closedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(supportCases.id, caseId))
}

export async function markCaseRead(db: Db, caseId: string): Promise<void> {
  await db
    .update(supportCases)
    .set({ customerReadAt: sql`now()` })
    .where(eq(supportCases.id, caseId))
}

const unreadReplies = sql<number>`(
  select count(*)::int from ${supportMessages}
   where ${supportMessages.caseId} = ${supportCases.id}
     and ${supportMessages.author} = 'SUPPORT'
     and ${supportMessages.createdAt} > ${supportCases.customerReadAt})`.mapWith(Number)

const firstMessage = sql<string>`(
  select left(${supportMessages.body}, 200) from ${supportMessages}
   where ${supportMessages.caseId} = ${supportCases.id}
   order by ${supportMessages.createdAt} limit 1)`

function selectCases(db: Db) {
  return db
    .select({
      ...getTableColumns(supportCases),
      userName: users.name,
      userEmail: users.email,
      firstMessage,
      unreadReplies,
    })
    .from(supportCases)
    .leftJoin(users, eq(users.id, supportCases.userId))
}

/** The case if `userId` opened it, else null (another account's case is "not found"). */
export async function findCaseOfUser(
  db: Db,
  userId: string,
  caseId: string,
): Promise<CaseListRow | null> {
  const [row] = await selectCases(db).where(
    and(eq(supportCases.id, caseId), eq(supportCases.userId, userId)),
  )
  return (row as CaseListRow | undefined) ?? null
}

/** Any case (support's side). */
export async function findCase(db: Db, caseId: string): Promise<CaseListRow | null> {
  const [row] = await selectCases(db).where(eq(supportCases.id, caseId))
  return (row as CaseListRow | undefined) ?? null
}

/** A page of cases, typed as the list rows `selectCases` reads, and how many match in all. */
async function casePage<T extends PgSelect>(
  db: Db,
  rows: T,
  where: SQL | undefined,
  page: { offset: number; limit: number },
): Promise<{ rows: CaseListRow[]; total: number }> {
  const { rows: cases, total } = await pageWithTotal(db, rows, { table: supportCases, where }, page)
  return { rows: cases as CaseListRow[], total }
}

export async function listCasesOfUser(
  db: Db,
  userId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: CaseListRow[]; total: number }> {
  const where = eq(supportCases.userId, userId)
  const rows = selectCases(db)
    .where(where)
    .orderBy(desc(supportCases.lastMessageAt), desc(supportCases.id))
  return casePage(db, rows.$dynamic(), where, page)
}

/** Support's queue: the longest-waiting open cases first. */
export async function listCasesForSupport(
  db: Db,
  filter: AdminSupportFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: CaseListRow[]; total: number }> {
  const where =
    filter === 'ACTIVE'
      ? inArray(supportCases.status, ['OPEN', 'ANSWERED'])
      : eq(supportCases.status, filter)
  const rows = selectCases(db)
    .where(where)
    .orderBy(
      sql`case when ${supportCases.status} = 'OPEN' then 0 else 1 end`,
      asc(supportCases.lastMessageAt),
      asc(supportCases.id),
    )
  return casePage(db, rows.$dynamic(), where, page)
}

export async function listMessages(db: Db, caseId: string) {
  return db
    .select({
      id: supportMessages.id,
      author: supportMessages.author,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
      authorName: users.name,
      attachmentId: supportAttachments.id,
      fileName: supportAttachments.fileName,
      contentType: supportAttachments.contentType,
      sizeBytes: supportAttachments.sizeBytes,
    })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorUserId))
    .leftJoin(supportAttachments, eq(supportAttachments.id, supportMessages.attachmentId))
    .where(eq(supportMessages.caseId, caseId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id))
}
export type MessageRow = Awaited<ReturnType<typeof listMessages>>[number]

export async function findAttachment(db: Db, caseId: string, attachmentId: string) {
  const [row] = await db
    .select()
    .from(supportAttachments)
    .where(and(eq(supportAttachments.id, attachmentId), eq(supportAttachments.caseId, caseId)))
  return row ?? null
}

/** The domain's display name if `sellerId` owns it, else null. */
export async function findOwnDomainName(
  db: Db,
  sellerId: string,
  name: string,
): Promise<string | null> {
  const [row] = await db
    .select({ name: domains.name })
    .from(domains)
    .where(and(eq(domains.sellerId, sellerId), eq(domains.name, name)))
    .limit(1)
  return row?.name ?? null
}

/** The transaction's domain if `userId` sold or bought it, else null. */
export async function findOwnTransaction(db: Db, userId: string, transactionId: string) {
  const [row] = await db
    .select({ id: transactions.id, domainName: transactions.domainName })
    .from(transactions)
    .where(
      and(
        eq(transactions.id, transactionId),
        or(eq(transactions.sellerId, userId), eq(transactions.buyerId, userId)),
      ),
    )
  return row ?? null
}

/** The person's latest sales and purchases, for the form's picker. */
export async function listOwnTransactions(db: Db, userId: string, limit = 50) {
  return db
    .select({
      id: transactions.id,
      domainName: transactions.domainName,
      kind: transactions.kind,
      sellerId: transactions.sellerId,
      saleDate: transactions.saleDate,
    })
    .from(transactions)
    .where(or(eq(transactions.sellerId, userId), eq(transactions.buyerId, userId)))
    .orderBy(desc(transactions.saleDate), desc(transactions.id))
    .limit(limit)
}
