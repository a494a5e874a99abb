import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { SANDBOX_CARDS } from '../features/sales/payment-provider.ts'
import { postUpload } from '../features/domain-intake/upload-multipart.fixture.ts'
import {
  postExport,
  waitForImport,
} from '../features/marketplace-imports/marketplace-imports.fixture.ts'
import { federatedIdentities, passkeys } from '../db/schema/identity.ts'
import { domains } from '../db/schema/domains.ts'
import { sessions } from '../db/schema/sessions.ts'
import type { UserRow } from '../db/schema/users.ts'
import { uniqueSuffix, type TestApp } from './build-test-app.ts'
import { buyableDomain } from './listed-domain.ts'
import { ACH_PAYOUT_ACCOUNT, W9_TAX_FORM } from './payee-forms.ts'
import type { Operation } from './openapi-document.ts'

/** A seller, a buyer of theirs and an admin, in one test app. */
type People = { t: TestApp; seller: UserRow; buyer: UserRow; admin: UserRow }

export type Answer = { statusCode: number; body: string; json: <T = unknown>() => T }

export async function call(
  t: TestApp,
  user: UserRow | null,
  method: string,
  url: string,
  payload?: unknown,
): Promise<Answer> {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(user ? await t.signedIn(user) : {}),
      'idempotency-key': `fixture-${uniqueSuffix()}`,
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

async function created<T>(response: Promise<Answer>): Promise<T> {
  const res = await response
  if (res.statusCode >= 300) throw new Error(`fixture refused: ${res.statusCode} ${res.body}`)
  return res.json<T>()
}

function domainOf(p: People, input: Partial<typeof domains.$inferInsert> = {}) {
  return buyableDomain(p.t, p.seller.id, 1_200, input)
}

async function buildObjects(p: People) {
  const listed = await domainOf(p)
  const sold = await domainOf(p)
  const leased = await domainOf(p, { buynowPriceMicros: 900_000_000 })
  const link = await created<{ linkId: string }>(
    call(p.t, p.seller, 'POST', '/api/v1/transactions/link', { domainName: listed.name }),
  )
  const lead = await created<{ id: string }>(
    call(p.t, p.buyer, 'POST', '/api/v1/leads', {
      domainName: listed.name,
      offerMicros: 500_000_000,
    }),
  )
  await created(call(p.t, p.seller, 'PATCH', '/api/v1/account/tax', W9_TAX_FORM))
  const payee = await created<{ capId: string }>(
    call(p.t, p.seller, 'POST', '/api/v1/account/payments', ACH_PAYOUT_ACCOUNT),
  )
  await created(call(p.t, p.seller, 'PATCH', '/api/v1/account/payee', { payoutMode: 'MANUAL' }))
  const card = { cardName: 'Bo Buyer', cardNumber: SANDBOX_CARDS.ok }
  const sale = await created<{ transactionId: string }>(
    call(p.t, p.buyer, 'POST', '/api/v1/checkout/orders', { ...card, domainName: sold.name }),
  )
  await created(
    call(p.t, p.seller, 'PATCH', `/api/v1/transactions/${sale.transactionId}/transfer/authCode`, {
      authCode: 'SALE-CODE',
    }),
  )
  const confirmed = await created<{ payouts: { payoutId: string }[] }>(
    call(p.t, p.admin, 'POST', `/api/v1/admin/transactions/${sale.transactionId}/transfer/confirm`),
  )
  const lease = await created<{ transactionId: string }>(
    call(p.t, p.buyer, 'POST', '/api/v1/checkout/orders', {
      ...card,
      domainName: leased.name,
      kind: 'LEASE',
      months: 6,
    }),
  )
  const leaseDetails = await created<{ installments: { installmentId: string }[] }>(
    call(p.t, p.seller, 'GET', `/api/v1/transactions/leased/${lease.transactionId}`),
  )
  return {
    listed,
    /** A domain with an open transaction (the running lease's). */
    leasedDomain: leased.name,
    link,
    lead,
    payee,
    sale,
    payoutId: confirmed.payouts[0]!.payoutId,
    lease,
    installmentId: leaseDetails.installments[0]!.installmentId,
    uploadJobId: await uploadOf(p),
    bulkJobId: await bulkJobOf(p),
    savedViewId: (
      await created<{ id: string }>(
        call(p.t, p.seller, 'POST', '/api/v1/account/portfolio-views', SAVED_VIEW),
      )
    ).id,
    reprice: await repriceJobOf(p),
    support: await supportCaseOf(p),
    partner: await partnerOf(p),
    ...(await securityObjectsOf(p)),
    webhook: await webhookOf(p),
    // An offer rule (issue 24): the portfolio rule, made after the lead so it answers nothing.
    offerRuleId: (
      await created<{ id: string }>(
        call(p.t, p.seller, 'PUT', '/api/v1/offer-rules', { declineBelowMicros: 1_000_000 }),
      )
    ).id,
    importId: await marketplaceImportOf(p),
  }
}

/** A webhook endpoint and the delivery of its test event (issue 24). */
async function webhookOf(p: People): Promise<{ endpointId: string; deliveryId: string }> {
  const { endpoint } = await created<{ endpoint: { endpointId: string } }>(
    call(p.t, p.seller, 'POST', '/api/v1/webhooks', {
      url: 'https://hooks.example.test/in',
      eventTypes: ['offer.received'],
    }),
  )
  const delivery = await created<{ deliveryId: string }>(
    call(p.t, p.seller, 'POST', `/api/v1/webhooks/${endpoint.endpointId}/test`),
  )
  return { endpointId: endpoint.endpointId, deliveryId: delivery.deliveryId }
}

/** A support case with an attachment (issue 18). */
async function supportCaseOf(p: People): Promise<{ caseId: string; attachmentId: string }> {
  const opened = await created<{
    caseId: string
    messages: { attachment: { attachmentId: string } | null }[]
  }>(
    call(p.t, p.seller, 'POST', '/api/v1/support', {
      topic: 'OTHER',
      message: 'Fixture case',
      attachment: { fileName: 'note.txt', contentBase64: Buffer.from('hello').toString('base64') },
    }),
  )
  return { caseId: opened.caseId, attachmentId: opened.messages[0]!.attachment!.attachmentId }
}

/** A finished drift check of an Afternic export (issue 24). */
async function marketplaceImportOf(p: People): Promise<string> {
  const headers = await p.t.signedIn(p.seller)
  const csv = `Domain Name,Buy Now Price,Floor Price,Minimum Offer\r\nfixture-${uniqueSuffix()}.com,900,,\r\n`
  const res = await postExport(p.t, headers, csv, { purpose: 'drift', fileName: 'a.csv' })
  if (res.statusCode !== 202) throw new Error(`import refused: ${res.body}`)
  const importId = res.json<{ importId: string }>().importId
  const job = await waitForImport(p.t, headers, importId)
  if (job.state !== 'completed') throw new Error(`import ${importId} ended ${job.state}`)
  return importId
}

/** A distribution partner with a key, made by the admin (issue 24). */
async function partnerOf(p: People): Promise<{ partnerId: string; keyId: string }> {
  const partner = await created<{ id: string }>(
    call(p.t, p.admin, 'POST', '/api/v1/admin/partners', {
      name: 'Fixture Registrar',
      contactEmail: 'ops@registrar.test',
    }),
  )
  const key = await created<{ id: string }>(
    call(p.t, p.admin, 'POST', `/api/v1/admin/partners/${partner.id}/keys`, {}),
  )
  return { partnerId: partner.id, keyId: key.id }
}

/** A saved portfolio view (issue 15), also the body that replaces it. */
export const SAVED_VIEW = { name: 'Access matrix', view: 'selling', search: { filter: 'listed' } }

async function uploadOf(p: People): Promise<string> {
  const res = await postUpload(p.t, await p.t.signedIn(p.seller), `fixture-${uniqueSuffix()}.com`, {
    fileName: 'a.csv',
  })
  if (res.statusCode !== 202) throw new Error(`upload refused: ${res.body}`)
  return res.json<{ jobId: string }>().jobId
}

/** A bulk operation big enough to run as a job (more rows than the inline limit). */
async function bulkJobOf(p: People): Promise<string> {
  const tag = `bulk${uniqueSuffix()}`
  await p.t.db.execute(sql`
    insert into ${domains} (seller_id, name, display_name, tld, sld_length, status)
    select ${p.seller.id}, ${tag} || n || '.com', ${tag} || n || '.com', 'com', 20, 'ACTIVE'
      from generate_series(1, 1001) as n`)
  const res = await created<{ mode: string; job?: { jobId: string } }>(
    call(p.t, p.seller, 'POST', '/api/v2/domains/bulkOperation', {
      operation: 'edit',
      selection: { kind: 'filter', filter: { keywords: tag } },
      modifications: { featured: true },
    }),
  )
  if (!res.job) throw new Error(`bulk operation ran inline: ${JSON.stringify(res)}`)
  return res.job.jobId
}

/** A reprice big enough to run as a job, and its bulk edit (listing history, issue 15). */
async function repriceJobOf(p: People): Promise<{ jobId: string; bulkEditId: string }> {
  const tag = `reprice${uniqueSuffix()}`
  await p.t.db.execute(sql`
    insert into ${domains} (seller_id, name, display_name, tld, sld_length, status, buynow_price_micros)
    select ${p.seller.id}, ${tag} || n || '.com', ${tag} || n || '.com', 'com', 20, 'ACTIVE', 1000000000
      from generate_series(1, 1001) as n`)
  const res = await created<{ job?: { jobId: string; bulkEditId: string } }>(
    call(p.t, p.seller, 'POST', '/api/v2/domains/reprice', {
      selection: { kind: 'filter', filter: { keywords: tag } },
      reprice: {
        buyNow: { mode: 'set', usd: 1200 },
        floor: { mode: 'keep' },
        minBid: { mode: 'keep' },
      },
    }),
  )
  if (!res.job) throw new Error(`reprice ran inline: ${JSON.stringify(res)}`)
  return res.job
}

async function securityObjectsOf(p: People) {
  const [otherSession] = await p.t.db
    .insert(sessions)
    .values({
      userId: p.seller.id,
      tokenHash: randomBytes(32).toString('hex'),
      realm: 'portal',
      expiresAt: new Date(Date.now() + 86_400_000),
      userAgent: 'fixture',
      ipAddress: '127.0.0.1',
    })
    .returning()
  const [passkey] = await p.t.db
    .insert(passkeys)
    .values({ userId: p.seller.id, credentialId: uniqueSuffix(), publicKey: 'k', name: 'Key' })
    .returning()
  const [identity] = await p.t.db
    .insert(federatedIdentities)
    .values({ userId: p.seller.id, issuer: 'https://idp.test', subject: uniqueSuffix() })
    .returning()
  const client = await created<{ clientId: string }>(
    call(p.t, p.seller, 'POST', '/api/v1/account/oauth/clients', {
      name: 'Fixture app',
      redirectUris: ['https://app.example.test/callback'],
    }),
  )
  const token = await created<{ token: { id: string } }>(
    call(p.t, p.seller, 'POST', '/api/v1/account/oauth', {
      name: 'Fixture',
      scopes: ['leads:read'],
    }),
  )
  return {
    sessionId: otherSession!.id,
    passkeyId: passkey!.id,
    identityId: identity!.id,
    clientId: client.clientId,
    tokenId: token.token.id,
  }
}

/** Who owns the object a path parameter names, and its value. */
export type OwnedObject = { owner: UserRow; value: string }

/**
 * A seller's objects, one of each kind a path parameter can name (domain, checkout link,
 * lead, sale, lease and its installment, payout, payout account, upload and bulk jobs,
 * sessions, passkey, linked sign-in, OAuth client and token, saved view, webhook endpoint and
 * delivery), made the way users
 * make them.
 * `ownedObjectFor` fills a path parameter of an operation with the object it names.
 */
export async function buildSellerObjects(t: TestApp) {
  const p: People = {
    t,
    seller: await t.factories.seller(),
    buyer: await t.factories.user({ roles: ['buyer'] }),
    admin: await t.factories.user({ roles: ['admin'] }),
  }
  const objects = await buildObjects(p)
  // A membership purchase's invoice (issue 19).
  const membership = await created<{ invoices: { id: string }[] }>(
    call(t, p.seller, 'POST', '/api/v1/account/membership/purchase', {
      plan: 'BASIC',
      cycle: 'MONTHLY',
      cardNumber: '4242424242424242',
      idempotencyKey: `fixture-${uniqueSuffix()}`,
    }),
  )
  function ownedObjectFor(operation: Operation, parameter: string): OwnedObject | null {
    const owned = (value: string) => ({ owner: p.seller, value })
    // The objects the seller owns at whatever path names them.
    const sellers: Partial<Record<string, string>> = {
      linkId: objects.link.linkId,
      leadId: objects.lead.id,
      saleId: objects.sale.transactionId,
      payoutId: objects.payoutId,
      capId: objects.payee.capId,
      clientId: objects.clientId,
      tokenId: objects.tokenId,
      viewId: objects.savedViewId,
      attachmentId: objects.support.attachmentId,
      ruleId: objects.offerRuleId,
      importId: objects.importId,
      bulkEditId: objects.reprice.bulkEditId,
      endpointId: objects.webhook.endpointId,
      deliveryId: objects.webhook.deliveryId,
    }
    const { path } = operation
    switch (parameter) {
      case 'domainName':
        // A domain's open transaction needs a domain that has one (issue 18).
        if (path.endsWith('/transaction')) return owned(objects.leasedDomain)
        return owned(objects.listed.name)
      case 'jobId':
        if (path.includes('/uploads/')) return owned(objects.uploadJobId)
        if (path.includes('/bulkOperation/')) return owned(objects.bulkJobId)
        // A reprice's job is read at both its own path and the listing history's (decision 279).
        if (path.includes('/reprice/jobs/') || path.includes('/bulkEdits/jobs/')) {
          return owned(objects.reprice.jobId)
        }
        return null
      case 'caseId':
        if (path.startsWith('/api/v1/admin/'))
          return { owner: p.admin, value: objects.support.caseId }
        return owned(objects.support.caseId)
      case 'transactionId':
        // A lease's payoff belongs to its buyer, and a sale is cancelled by its buyer (sellers
        // ask support); every other transaction route belongs to the seller.
        if (path.startsWith('/api/v1/purchases/')) {
          return { owner: p.buyer, value: objects.lease.transactionId }
        }
        if (path.startsWith('/api/v1/admin/'))
          return { owner: p.admin, value: objects.sale.transactionId }
        if (path.endsWith('/cancel')) return { owner: p.buyer, value: objects.sale.transactionId }
        if (path.includes('/leased')) return owned(objects.lease.transactionId)
        return owned(objects.sale.transactionId)
      case 'id':
        if (path.startsWith('/api/v1/account/sessions/')) return owned(objects.sessionId)
        if (path.startsWith('/api/v1/account/passkeys/')) return owned(objects.passkeyId)
        if (path.startsWith('/api/v1/account/federate/')) return owned(objects.identityId)
        return null
      case 'payoutId':
        // The admin's retry of a stuck payout (issue 19); the seller's own payout otherwise.
        if (path.startsWith('/api/v1/admin/')) return { owner: p.admin, value: objects.payoutId }
        return owned(objects.payoutId)
      case 'invoiceId':
        if (path.includes('/membership/')) return owned(membership.invoices[0]!.id)
        return owned(objects.installmentId)
      case 'partnerId':
        return { owner: p.admin, value: objects.partner.partnerId }
      case 'keyId':
        return { owner: p.admin, value: objects.partner.keyId }
      // The review queue (issue 19): a listed domain is not waiting, so the admin gets a 409.
      case 'domainId':
        return { owner: p.admin, value: objects.listed.id }
      // Accounts (issue 19): the admin's own, which they may read but not suspend (409).
      case 'userId':
        return { owner: p.admin, value: p.admin.id }
      default: {
        const value = sellers[parameter]
        return value === undefined ? null : owned(value)
      }
    }
  }
  return { ...p, objects, ownedObjectFor }
}
