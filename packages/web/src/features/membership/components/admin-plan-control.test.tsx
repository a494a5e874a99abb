import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../test/render'
import { AdminPlanControl } from './admin-plan-control'

afterEach(() => vi.unstubAllGlobals())

const USER_ID = '00000000-0000-4000-8000-000000000001'

describe('AdminPlanControl (issue 19: an admin changes a plan, with a note, after confirming)', () => {
  it('asks first, then sends the plan, the end date and the note', async () => {
    const sent: { url: string; body: unknown }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push({ url: String(input), body: JSON.parse(String(init?.body)) })
        return new Response(
          JSON.stringify({ userId: USER_ID, plan: 'PRO', expiresAt: '2030-01-01T23:59:59.000Z' }),
          { status: 200 },
        )
      }),
    )
    const onChanged = vi.fn()
    renderWithProviders(
      <AdminPlanControl
        userId={USER_ID}
        currentPlan="BASIC"
        expiresAt={null}
        onChanged={onChanged}
      />,
    )
    const save = screen.getByRole('button', { name: 'Change plan' })
    expect(save).toHaveProperty('disabled', true) // a note is required
    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'PRO')
    await userEvent.type(screen.getByLabelText(/Ends on/), '2030-01-01')
    await userEvent.type(screen.getByLabelText(/Note for the audit log/), 'Goodwill')
    await userEvent.click(save)
    const dialog = await screen.findByRole('dialog', { name: 'Change this seller’s plan?' })
    expect(sent).toHaveLength(0)
    await userEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Change plan')!,
    )
    await waitFor(() => expect(onChanged).toHaveBeenCalled())
    expect(sent[0]!.url).toContain(`/api/v1/admin/accounts/${USER_ID}/membership`)
    expect(sent[0]!.body).toEqual({
      plan: 'PRO',
      expiresAt: '2030-01-01T23:59:59.000Z',
      note: 'Goodwill',
    })
  })
})
