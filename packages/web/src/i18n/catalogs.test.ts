import { describe, expect, it } from 'vitest'
import { loadCatalogs } from './catalogs'
import { getActiveMessages, translate } from './intl'

describe('loading a page’s catalogs', () => {
  it('starts with the shell’s messages only', () => {
    expect(getActiveMessages()['nav.leads']).toBe('Leads')
    expect(getActiveMessages()['leads.title']).toBeUndefined()
  })

  it('adds the catalogs of the active locale to the messages the app formats with', async () => {
    await loadCatalogs(['leads'])
    expect(getActiveMessages()['leads.title']).toBe('Leads')
    expect(translate('leads.all.title')).toBe('Leads and negotiations')
  })

  it('refuses a locale that has no such catalog, rather than render message ids', async () => {
    await expect(loadCatalogs(['leads'], 'xx-XX')).rejects.toThrow('no leads catalog for xx-XX')
  })
})
