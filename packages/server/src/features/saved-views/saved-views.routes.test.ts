import { describe, expect, it } from 'vitest'
import { SAVED_VIEWS_MAX } from '@namefolio/core/portfolio/saved-views.constants'
import { testAppForFile } from '../../test/build-test-app.ts'
import { userRequests } from '../../test/user-requests.ts'

const t = testAppForFile()

const { json: call } = userRequests(() => t)
const URL = '/api/v1/account/portfolio-views'

const cheapListed = {
  name: 'Cheap listed',
  view: 'selling',
  search: { filter: 'listed', buyNowMax: 500, sort: 'price.buyNow', order: 'asc' },
  columns: ['domain', 'buyNow', 'status'],
}

describe('saved portfolio views (issue 15 "Saved views": named filter + sort + columns per user)', () => {
  it('stores a view for its user and answers it from the list, as any device would read it', async () => {
    const seller = await t.factories.seller()
    const created = await call(seller, 'POST', URL, cheapListed)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ ...cheapListed, id: expect.any(String) })
    const list = await call(seller, 'GET', URL)
    expect(list.status).toBe(200)
    expect(list.body.items).toEqual([created.body])
  })

  it('lists views by name, case-insensitively', async () => {
    const seller = await t.factories.seller()
    for (const name of ['beta', 'Alpha', 'gamma']) {
      await call(seller, 'POST', URL, { name, view: 'sold' })
    }
    const names = (await call(seller, 'GET', URL)).body.items.map((v: { name: string }) => v.name)
    expect(names).toEqual(['Alpha', 'beta', 'gamma'])
  })

  it("never shows, changes or deletes another user's view: it is a 404 to them", async () => {
    const owner = await t.factories.seller()
    const other = await t.factories.seller()
    const { body: view } = await call(owner, 'POST', URL, cheapListed)
    expect((await call(other, 'GET', URL)).body.items).toEqual([])
    const put = await call(other, 'PUT', `${URL}/${view.id}`, { ...cheapListed, name: 'Mine' })
    expect(put.status).toBe(404)
    expect((await call(other, 'DELETE', `${URL}/${view.id}`)).status).toBe(404)
    expect((await call(owner, 'GET', URL)).body.items).toEqual([view])
  })

  it('needs a signed-in user', async () => {
    expect((await call(null, 'GET', URL)).status).toBe(401)
    expect((await call(null, 'POST', URL, cheapListed)).status).toBe(401)
  })

  it('refuses a second view of the same name in any case with 409 savedViews.name.taken', async () => {
    const seller = await t.factories.seller()
    await call(seller, 'POST', URL, cheapListed)
    const again = await call(seller, 'POST', URL, { ...cheapListed, name: '  CHEAP LISTED ' })
    expect(again.status).toBe(409)
    expect(again.body.error.fields[0].code).toBe('savedViews.name.taken')
    // Another user may use the same name.
    expect((await call(await t.factories.seller(), 'POST', URL, cheapListed)).status).toBe(201)
  })

  it('renames and changes a view; renaming onto another view is 409, onto itself is fine', async () => {
    const seller = await t.factories.seller()
    const { body: a } = await call(seller, 'POST', URL, cheapListed)
    await call(seller, 'POST', URL, { name: 'Sold this year', view: 'sold' })
    const taken = await call(seller, 'PUT', `${URL}/${a.id}`, {
      ...cheapListed,
      name: 'sold THIS year',
    })
    expect(taken.status).toBe(409)
    expect(taken.body.error.fields[0].code).toBe('savedViews.name.taken')
    const renamed = await call(seller, 'PUT', `${URL}/${a.id}`, {
      ...cheapListed,
      name: 'CHEAP listed',
      search: { keywords: 'shop' },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({
      id: a.id,
      name: 'CHEAP listed',
      search: { keywords: 'shop' },
    })
  })

  it('deletes a view', async () => {
    const seller = await t.factories.seller()
    const { body: view } = await call(seller, 'POST', URL, cheapListed)
    expect((await call(seller, 'DELETE', `${URL}/${view.id}`)).body).toEqual({
      deleted: true,
      id: view.id,
    })
    expect((await call(seller, 'GET', URL)).body.items).toEqual([])
    expect((await call(seller, 'DELETE', `${URL}/${view.id}`)).status).toBe(404)
  })

  it(`keeps at most ${SAVED_VIEWS_MAX} views per user (400 savedViews.limit)`, async () => {
    const seller = await t.factories.seller()
    for (let i = 0; i < SAVED_VIEWS_MAX; i += 1) {
      expect((await call(seller, 'POST', URL, { name: `View ${i}`, view: 'selling' })).status).toBe(
        201,
      )
    }
    const over = await call(seller, 'POST', URL, { name: 'One more', view: 'selling' })
    expect(over.status).toBe(400)
    expect(over.body.error.fields[0]).toMatchObject({
      code: 'savedViews.limit',
      values: { max: 50 },
    })
  })

  it.each([
    ['an empty name', { name: '   ' }, 'savedViews.name.required'],
    ['a name over 60 characters', { name: 'x'.repeat(61) }, 'savedViews.name.tooLong'],
    ['an unknown view', { view: 'archived' }, 'savedViews.view.invalid'],
    [
      'a search key the route does not read',
      { search: { offset: 100 } },
      'savedViews.search.invalid',
    ],
    ['an unknown status filter', { search: { filter: 'gone' } }, 'savedViews.search.invalid'],
    ['an unknown sort key', { search: { sort: 'name; drop' } }, 'savedViews.search.invalid'],
    ['a negative price bound', { search: { buyNowMin: -1 } }, 'savedViews.search.invalid'],
    ['a column id that is not a short id', { columns: ['a b'] }, 'savedViews.columns.invalid'],
    ['a column id over 48 characters', { columns: ['c'.repeat(49)] }, 'savedViews.columns.invalid'],
    [
      'more than 40 columns',
      { columns: Array.from({ length: 41 }, (_, i) => `c${i}`) },
      'savedViews.columns.tooMany',
    ],
  ])('refuses %s with 400 and its message key', async (_, change, code) => {
    const seller = await t.factories.seller()
    const res = await call(seller, 'POST', URL, { ...cheapListed, ...change })
    expect(res.status).toBe(400)
    expect(res.body.error.fields.map((f: { code: string }) => f.code)).toContain(code)
  })

  it('refuses a view id that is not an id with 400, never a 5xx', async () => {
    const seller = await t.factories.seller()
    expect((await call(seller, 'DELETE', `${URL}/not-an-id`)).status).toBe(400)
  })
})
