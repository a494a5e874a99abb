import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CsvUpdatePreview } from '@namefolio/core/domains/csv-update.contract'
import { fakeFetch, renderWithProviders } from '../../../test/render'
import { UploadUpdatePreview } from './upload-update-preview'

const JOB = '0b7e3c9a-1d2f-4e5a-8b6c-7d8e9f0a1b2c'
const USD = 1_000_000

const PREVIEW: CsvUpdatePreview = {
  jobId: JOB,
  rows: 6,
  changed: 2,
  unchanged: 1,
  refused: 3,
  refusedByReason: [
    { code: 'domains.upload.error.notInPortfolio', count: 2 },
    { code: 'editDomain.prices.buyNow.low', count: 1, values: { min: 50 } },
  ],
  examples: [
    {
      domain: 'alpha.com',
      changes: [
        { field: 'buynowPrice', from: 1000 * USD, to: 1100 * USD },
        { field: 'floorPrice', from: null, to: 550 * USD },
      ],
    },
    {
      domain: 'beta.com',
      changes: [
        { field: 'landerTemplate', from: 'PRICE_FORM', to: 'BUY_NOW' },
        // Follows the template: not shown.
        { field: 'intakeStyle', from: 'PRICE_FORM', to: 'BUY_NOW' },
      ],
    },
  ],
  columns: ['buynowPrice', 'floorPrice', 'landerTemplate'],
}

afterEach(() => vi.unstubAllGlobals())

describe('the CSV update preview (issue 15: "with the same preview")', () => {
  it('shows how many names change, each refusal reason in words with its count, and examples before → after', async () => {
    const fake = fakeFetch({ [`/api/v2/domains/uploads/${JOB}/preview`]: { body: PREVIEW } })
    vi.stubGlobal('fetch', vi.fn(fake.fetchMock))
    renderWithProviders(
      <UploadUpdatePreview jobId={JOB} onApplied={vi.fn()} onDiscarded={vi.fn()} />,
    )

    expect(await screen.findByText('2 names change')).toBeTruthy()
    expect(screen.getByText('1 already as in the file')).toBeTruthy()
    expect(screen.getByText('3 refused')).toBeTruthy()
    const reasons = screen.getByRole('list', { name: 'Why rows are refused' })
    expect(within(reasons).getByText('This domain is not in your portfolio. (2 rows)')).toBeTruthy()
    expect(
      within(reasons).getByText('The buy-now price must be at least $50. (1 row)'),
    ).toBeTruthy()
    const alpha = screen.getByRole('listitem', { name: 'alpha.com' })
    expect(within(alpha).getByText('Buy now: $1,000 → $1,100')).toBeTruthy()
    expect(within(alpha).getByText('Floor: none → $550')).toBeTruthy()
    const beta = screen.getByRole('listitem', { name: 'beta.com' })
    expect(within(beta).getByText('Lander: Price form → Buy now')).toBeTruthy()
    expect(within(beta).queryAllByText(/→/)).toHaveLength(1)
  })

  it('applies the update with one click', async () => {
    const applied = vi.fn()
    const fake = fakeFetch({
      [`/api/v2/domains/uploads/${JOB}/preview`]: { body: PREVIEW },
      [`/api/v2/domains/uploads/${JOB}/apply`]: { status: 202, body: { jobId: JOB } },
    })
    vi.stubGlobal('fetch', vi.fn(fake.fetchMock))
    renderWithProviders(
      <UploadUpdatePreview jobId={JOB} onApplied={applied} onDiscarded={vi.fn()} />,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Apply to 2 names' }))
    await vi.waitFor(() => expect(applied).toHaveBeenCalled())
    expect(fake.calls).toContain(`/api/v2/domains/uploads/${JOB}/apply`)
  })

  it('has nothing to apply when no name would change', async () => {
    const none = { ...PREVIEW, changed: 0, examples: [] }
    const fake = fakeFetch({ [`/api/v2/domains/uploads/${JOB}/preview`]: { body: none } })
    vi.stubGlobal('fetch', vi.fn(fake.fetchMock))
    renderWithProviders(
      <UploadUpdatePreview jobId={JOB} onApplied={vi.fn()} onDiscarded={vi.fn()} />,
    )
    const button = await screen.findByRole('button', { name: 'Nothing to apply' })
    expect(button.hasAttribute('disabled')).toBe(true)
  })
})
