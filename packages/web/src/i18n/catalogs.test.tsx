import { render, screen } from '@testing-library/react'
import { FormattedMessage, IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { readCatalogs } from './catalogs'
import { addActiveMessages, DEFAULT_LOCALE, getActiveMessages } from './intl'

describe('a page’s catalogs', () => {
  it('are read from the active locale’s files, without the shell’s messages', async () => {
    const messages = await readCatalogs(['leads', 'offer-rules'], DEFAULT_LOCALE)
    expect(messages['leads.all.title']).toBe('Leads and negotiations')
    expect(messages['offerRules.activity.manage']).toBeDefined()
    expect(messages['app.brand']).toBeUndefined()
  })

  it('are refused for a locale that lacks them, rather than leave message ids on the page', async () => {
    await expect(readCatalogs(['leads'], 'xx-XX')).rejects.toThrow('no leads catalog for xx-XX')
  })

  it('reach a page rendered after they were added, with no new messages given to the provider', () => {
    const messages = getActiveMessages()
    const { rerender } = render(<IntlProvider locale={DEFAULT_LOCALE} messages={messages} />)
    addActiveMessages({ 'catalogs.test.late': 'Added after the provider rendered' })
    rerender(
      <IntlProvider locale={DEFAULT_LOCALE} messages={messages}>
        <FormattedMessage id="catalogs.test.late" />
      </IntlProvider>,
    )
    expect(screen.getByText('Added after the provider rendered')).toBeDefined()
  })
})
