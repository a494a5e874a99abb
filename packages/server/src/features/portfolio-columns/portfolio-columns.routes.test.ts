import { describe, expect, it } from 'vitest'
import { testAppForFile } from '../../test/build-test-app.ts'

const t = testAppForFile()

const URL = '/api/v1/account/portfolio-columns'

function save(headers: Record<string, string>, view: string, columns: unknown) {
  return t.app.inject({ method: 'PUT', url: `${URL}/${view}`, headers, payload: { columns } })
}

describe('the column chooser, saved per user and view (issue 15 "Columns")', () => {
  it('answers no choices at first: every view shows its defaults', async () => {
    const headers = await t.signedIn(await t.factories.seller())
    const res = await t.app.inject({ method: 'GET', url: URL, headers })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ choices: {} })
  })

  it('saves a view’s columns, replaces them on the next save, and keeps views apart', async () => {
    const headers = await t.signedIn(await t.factories.seller())
    expect((await save(headers, 'selling', ['status', 'buyNow', 'tld'])).json()).toEqual({
      view: 'selling',
      columns: ['status', 'buyNow', 'tld'],
    })
    await save(headers, 'selling', ['buyNow', 'fastTransfer'])
    await save(headers, 'sold', ['salePrice', 'saleDate'])
    const res = await t.app.inject({ method: 'GET', url: URL, headers })
    expect(res.json()).toEqual({
      choices: { selling: ['buyNow', 'fastTransfer'], sold: ['salePrice', 'saleDate'] },
    })
  })

  it('is scoped to the signed-in user: another user sees none of it', async () => {
    const owner = await t.signedIn(await t.factories.seller())
    await save(owner, 'parked', ['lander'])
    const other = await t.signedIn(await t.factories.user({ roles: ['buyer'] }))
    const res = await t.app.inject({ method: 'GET', url: URL, headers: other })
    expect(res.json()).toEqual({ choices: {} })
    // The buyer saves their own Purchases columns without touching the seller's.
    expect((await save(other, 'purchases', ['pricePaid'])).statusCode).toBe(200)
    const mine = await t.app.inject({ method: 'GET', url: URL, headers: owner })
    expect(mine.json()).toEqual({ choices: { parked: ['lander'] } })
  })

  it('refuses a column the view does not know, with its message key, and saves nothing', async () => {
    const headers = await t.signedIn(await t.factories.seller())
    // A sale price is a Sold column: the selling view has no such column.
    const res = await save(headers, 'selling', ['buyNow', 'salePrice'])
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION',
      message: 'portfolio.columns.error.unknownColumn',
      fields: [
        {
          field: 'columns.1',
          code: 'portfolio.columns.error.unknownColumn',
          values: { column: 'salePrice', view: 'selling' },
        },
      ],
    })
    // Sold has no price editor (spec §3 "Sales columns"): buy now is not one of its columns.
    expect((await save(headers, 'sold', ['buyNow'])).statusCode).toBe(400)
    const read = await t.app.inject({ method: 'GET', url: URL, headers })
    expect(read.json()).toEqual({ choices: {} })
  })

  it('refuses an unknown view, a repeated column and a body that is not a list', async () => {
    const headers = await t.signedIn(await t.factories.seller())
    const view = await save(headers, 'archive', ['status'])
    expect(view.statusCode).toBe(400)
    expect(view.json().error.fields[0].code).toBe('portfolio.columns.error.unknownView')
    const twice = await save(headers, 'selling', ['status', 'status'])
    expect(twice.statusCode).toBe(400)
    expect(twice.json().error.fields[0].code).toBe('portfolio.columns.error.duplicate')
    expect((await save(headers, 'selling', 'status')).statusCode).toBe(400)
  })

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401)
    const put = await t.app.inject({
      method: 'PUT',
      url: `${URL}/selling`,
      payload: { columns: [] },
    })
    expect(put.statusCode).toBe(401)
  })
})
