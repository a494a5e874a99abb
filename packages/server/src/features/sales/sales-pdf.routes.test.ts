import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatUsd, usdToMicros } from '@namefolio/core/money/money'
import type { UserRow } from '../../db/schema/users.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { buyableDomain } from '../../test/listed-domain.ts'
import { SANDBOX_CARDS } from './payment-provider.ts'

// Issue 8 "Invoices and statements: sale and lease invoices ... as printable pages and PDFs";
// spec §7 GET v1/transactions/{id}/sales/invoice and .../leased/invoice/{invoiceId}.

const standardFontDataUrl = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`

/** The text of every page, read back with a PDF parser (not our own writer). */
async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(body), standardFontDataUrl }).promise
  const pages: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent()
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '))
  }
  await pdf.destroy()
  return pages.join('\n')
}

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ BACKGROUND_JOBS: 'false' })
}, 60_000)
afterAll(async () => t.close())

let keySeq = 0
async function call(user: UserRow, method: 'GET' | 'POST' | 'PATCH', url: string, body?: object) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(await t.signedIn(user)),
      ...(method === 'POST' ? { 'idempotency-key': `pdf-${Date.now()}-${++keySeq}` } : {}),
    },
    ...(body ? { payload: body } : {}),
  })
}

async function paidTransaction(input: { kind: 'SALE' | 'LEASE'; priceUsd: number }) {
  const seller = await t.factories.seller()
  const buyer = await t.factories.user({ roles: ['buyer'] })
  const other = await t.factories.seller()
  const domain = await buyableDomain(t, seller.id, input.priceUsd)
  const order = await call(buyer, 'POST', '/api/v1/checkout/orders', {
    domainName: domain.name,
    cardName: 'Bo Buyer',
    cardNumber: SANDBOX_CARDS.ok,
    ...(input.kind === 'LEASE' ? { kind: 'LEASE', months: 3 } : {}),
  })
  expect(order.json()).toMatchObject({ status: 'PAID' })
  return { seller, buyer, other, domain, transactionId: order.json().transactionId as string }
}

describe('invoices and statements as PDF (decision 808)', () => {
  it('the sale invoice PDF holds the number, the domain and the amounts of the printable page', async () => {
    const { seller, buyer, domain, transactionId } = await paidTransaction({
      kind: 'SALE',
      priceUsd: 2500,
    })
    const url = `/api/v1/transactions/${transactionId}/sales/invoice`
    const page = await call(seller, 'GET', url)
    expect(page.body).toContain(`href="${url}?format=pdf"`)
    const res = await call(seller, 'GET', `${url}?format=pdf`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = await pdfText(res.rawPayload)
    const number = `S-${transactionId.slice(0, 8).toUpperCase()}`
    expect(res.headers['content-disposition']).toContain(`invoice-${number}.pdf`)
    expect(text).toContain(`Invoice ${number}`)
    expect(text).toContain(domain.name)
    expect(text).toContain(formatUsd(usdToMicros(2500), 2))
    // The seller's side: 15 % commission (NONE tier) and what is left for the seller.
    expect(text).toContain('Seller statement')
    expect(text).toContain(formatUsd(usdToMicros(375), 2))
    // The buyer gets the same invoice without the seller's split.
    const forBuyer = await pdfText((await call(buyer, 'GET', `${url}?format=pdf`)).rawPayload)
    expect(forBuyer).toContain(formatUsd(usdToMicros(2500), 2))
    expect(forBuyer).not.toContain('Seller statement')
  })

  it('the buyer’s copy of a sale is a receipt, on the printable page and the PDF (issue 13, decision 971)', async () => {
    const { buyer, domain, transactionId } = await paidTransaction({ kind: 'SALE', priceUsd: 1200 })
    const url = `/api/v1/transactions/${transactionId}/sales/invoice`
    const number = `S-${transactionId.slice(0, 8).toUpperCase()}`
    const page = await call(buyer, 'GET', url)
    expect(page.body).toContain(`<title>Receipt ${number}`)
    expect(page.body).toContain(`<h1>Receipt: ${domain.name}</h1>`)
    expect(page.body).not.toMatch(/Invoice/)
    const pdf = await call(buyer, 'GET', `${url}?format=pdf`)
    expect(pdf.headers['content-disposition']).toContain(`receipt-${number}.pdf`)
    const text = await pdfText(pdf.rawPayload)
    expect(text).toContain(`Receipt: ${domain.name}`)
    expect(text).toContain(`Receipt ${number}`)
    expect(text).not.toContain('Invoice')
  })

  it('another seller gets 404 for the invoice, as page and as PDF', async () => {
    const { other, transactionId } = await paidTransaction({ kind: 'SALE', priceUsd: 800 })
    const url = `/api/v1/transactions/${transactionId}/sales/invoice`
    expect((await call(other, 'GET', url)).statusCode).toBe(404)
    const res = await call(other, 'GET', `${url}?format=pdf`)
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/json')
  })

  it('an unknown format is a validation error, not a 500', async () => {
    const { seller, transactionId } = await paidTransaction({ kind: 'SALE', priceUsd: 800 })
    const res = await call(
      seller,
      'GET',
      `/api/v1/transactions/${transactionId}/sales/invoice?format=docx`,
    )
    expect(res.statusCode).toBe(400)
  })

  it('the lease installment invoice PDF names the installment and its amount', async () => {
    const { seller, buyer, other, domain, transactionId } = await paidTransaction({
      kind: 'LEASE',
      priceUsd: 900,
    })
    const detail = (
      await call(seller, 'GET', `/api/v1/transactions/leased/${transactionId}`)
    ).json()
    const first = detail.installments[0]
    expect(first.status).toBe('PAID')
    const url = `/api/v1/transactions/${transactionId}/leased/invoice/${first.installmentId}?format=pdf`
    const res = await call(buyer, 'GET', url)
    expect(res.headers['content-type']).toBe('application/pdf')
    const text = await pdfText(res.rawPayload)
    expect(text).toContain(`L-${transactionId.slice(0, 8).toUpperCase()}-1`)
    expect(text).toContain('installment 1 of 3')
    // The buyer paid it: their copy is a lease receipt (decision 971).
    expect(text).toContain(`Lease receipt: ${domain.name}`)
    expect(text).toContain(formatUsd(usdToMicros(300), 2))
    expect((await call(other, 'GET', url)).statusCode).toBe(404)
  })

  it('the monthly statement PDF holds the month and the ledger sums; only for its seller', async () => {
    const { seller, other } = await paidTransaction({ kind: 'SALE', priceUsd: 1000 })
    const list = (await call(seller, 'GET', '/api/v1/account/statements')).json()
    const s = list.items[0]
    const res = await call(seller, 'GET', `/api/v1/account/statements/${s.month}?format=pdf`)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = await pdfText(res.rawPayload)
    expect(text).toContain(`Statement for ${s.month}`)
    expect(text).toContain(formatUsd(usdToMicros(1000), 2))
    expect(text).toContain(formatUsd(s.net, 2))
    // Another seller has no statement for that month: 404, never someone else's figures.
    expect(
      (await call(other, 'GET', `/api/v1/account/statements/${s.month}?format=pdf`)).statusCode,
    ).toBe(404)
  })
})
