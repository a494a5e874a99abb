import { adminEndpoints } from '@namefolio/core/admin/admin.endpoints'
import { adminSchemas } from '@namefolio/core/admin/admin.schemas'
import {
  ACCOUNT_SEARCH_MAX,
  type AccountSummary,
} from '@namefolio/core/admin/admin-accounts.contract'
import { toDomainListingStatus, toReviewReasons } from '@namefolio/core/domains/domain-status'
import type { UserRow } from '../../db/schema/users.ts'
import { requireRole } from '../../http/auth.ts'
import { serveEndpoint } from '../../http/serve-endpoint.ts'
import type { ZodApp } from '../../http/zod-app.ts'
import { changeAccountApproval, type AccountAction } from './account-approval.ts'
import {
  countAccountsByApproval,
  findAccount,
  readAccountActivity,
  searchAccounts,
} from './admin-accounts.repository.ts'
import { decodeCursor, encodeCursor } from '../../http/keyset-cursor.ts'
import { decideReview, type ReviewDeps } from './review-domains.ts'
import { countReviewQueue, listReviewQueue } from './review-queue.repository.ts'
import { AppError } from '../../http/app-error.ts'

function toSummary(user: UserRow): AccountSummary {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    username: user.username,
    roles: user.roles,
    approvalStatus: user.approvalStatus,
    membershipPlan: user.membershipPlan,
    membershipExpiresAt: user.membershipExpiresAt?.toISOString() ?? null,
  }
}

/**
 * The admin console's review queue and accounts (issue 19, decisions 1335-1337): admin role
 * only, every action one audit entry in its own transaction.
 */
export function registerAdminConsoleRoutes(app: ZodApp, deps: ReviewDeps): void {
  const { db } = deps
  serveEndpoint(
    app,
    adminEndpoints.consoleCounts,
    { tags: ['admin'], schemas: adminSchemas.consoleCounts },
    async (request) => {
      requireRole(request, 'admin')
      const [reviewWaiting, accounts] = await Promise.all([
        countReviewQueue(db),
        countAccountsByApproval(db),
      ])
      return {
        reviewWaiting,
        accountsPendingApproval: accounts.pendingApproval,
        accountsSuspended: accounts.suspended,
      }
    },
  )

  serveEndpoint(
    app,
    adminEndpoints.reviewQueue,
    { tags: ['admin'], schemas: adminSchemas.reviewQueue },
    async (request) => {
      requireRole(request, 'admin')
      const { status, reason, cursor, limit } = request.query
      const afterId = decodeCursor(cursor)
      const page = await listReviewQueue(db, {
        ...(status ? { status } : {}),
        ...(reason ? { reason } : {}),
        ...(afterId ? { afterId } : {}),
        limit,
      })
      const rows = page.rows.slice(0, limit)
      const last = rows.at(-1)
      return {
        items: rows.map((row) => ({
          domainId: row.domainId,
          name: row.name,
          status:
            row.status === 'PENDING_SYNC'
              ? ('PENDING_SYNC' as const)
              : ('COMPLIANCE_REVIEW' as const),
          reasons: toReviewReasons(row.reasons),
          seller: { id: row.sellerId, email: row.sellerEmail, name: row.sellerName },
          since: row.createdAt.toISOString(),
        })),
        total: page.total,
        nextCursor: page.rows.length > limit && last ? encodeCursor(last.domainId) : null,
      }
    },
  )

  for (const approve of [true, false]) {
    const target = approve ? adminEndpoints.approveDomain : adminEndpoints.rejectDomain
    const schemas = approve ? adminSchemas.approveDomain : adminSchemas.rejectDomain
    serveEndpoint(app, target, { tags: ['admin'], schemas }, async (request) => {
      const admin = requireRole(request, 'admin')
      return decideReview(deps, {
        actorId: admin.id,
        domainId: request.params.domainId,
        approve,
        note: request.body.note || null,
      })
    })
  }

  serveEndpoint(
    app,
    adminEndpoints.searchAccounts,
    { tags: ['admin'], schemas: adminSchemas.searchAccounts },
    async (request) => {
      requireRole(request, 'admin')
      const rows = await searchAccounts(db, request.query.q, ACCOUNT_SEARCH_MAX)
      return {
        items: rows.slice(0, ACCOUNT_SEARCH_MAX).map(toSummary),
        more: rows.length > ACCOUNT_SEARCH_MAX,
      }
    },
  )

  serveEndpoint(
    app,
    adminEndpoints.account,
    { tags: ['admin'], schemas: adminSchemas.account },
    async (request) => {
      requireRole(request, 'admin')
      const account = await findAccount(db, request.params.userId)
      if (account === null) {
        throw new AppError('NOT_FOUND', 'No such account.', {
          fields: [{ field: 'userId', code: 'admin.account.notFound' }],
        })
      }
      const activity = await readAccountActivity(db, account.id)
      return {
        ...toSummary(account),
        cohorts: activity.cohorts,
        createdAt: account.createdAt.toISOString(),
        counts: activity.counts,
        portfolio: activity.portfolio.map((p) => ({
          status: toDomainListingStatus(p.status),
          count: p.count,
        })),
        recentLeads: activity.recentLeads.map((l) => ({
          ...l,
          createdAt: l.createdAt.toISOString(),
        })),
        recentSales: activity.recentSales.map((s) => ({
          ...s,
          createdAt: s.createdAt.toISOString(),
        })),
      }
    },
  )

  const changeApproval = (
    request: Parameters<typeof requireRole>[0],
    input: {
      userId: string
      action: AccountAction
      note: string | undefined
    },
  ) =>
    changeAccountApproval(deps, {
      actor: requireRole(request, 'admin'),
      userId: input.userId,
      action: input.action,
      note: input.note || null,
    }).then(toSummary)
  serveEndpoint(
    app,
    adminEndpoints.approveAccount,
    { tags: ['admin'], schemas: adminSchemas.approveAccount },
    async (request) =>
      changeApproval(request, { ...request.params, action: 'approve', note: request.body.note }),
  )
  serveEndpoint(
    app,
    adminEndpoints.suspendAccount,
    { tags: ['admin'], schemas: adminSchemas.suspendAccount },
    async (request) =>
      changeApproval(request, { ...request.params, action: 'suspend', note: request.body.note }),
  )
  serveEndpoint(
    app,
    adminEndpoints.reinstateAccount,
    { tags: ['admin'], schemas: adminSchemas.reinstateAccount },
    async (request) =>
      changeApproval(request, { ...request.params, action: 'reinstate', note: request.body.note }),
  )
}
