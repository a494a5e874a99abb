import { notifications } from '@mantine/notifications'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, renderWithProviders } from '../../../test/render'
import { UndoEditButton } from './undo-edit-button'

const EDIT = '6f1c1c5e-0000-4000-8000-000000000001'
const UNDO = '6f1c1c5e-0000-4000-8000-000000000002'
const JOB = '6f1c1c5e-0000-4000-8000-000000000003'

const summary = (state: string) => ({
  id: UNDO,
  kind: 'undo',
  state,
  matched: 1500,
  updated: 1490,
  refused: 10,
  request: { bulkEditId: EDIT },
  createdAt: '2026-11-24T08:00:00.000Z',
  undoneAt: null,
  refusedByRule: [],
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('undo of a large bulk edit runs as a job (decision 279)', () => {
  it('shows the job’s progress, then says how many were restored and skipped', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id')
    let jobState = 'running'
    const { fetchMock } = fakeFetch({
      '/api/v2/domains/bulkEdits/undo': {
        body: {
          mode: 'job',
          job: {
            jobId: JOB,
            state: 'queued',
            progress: { done: 0, total: 1490 },
            bulkEditId: UNDO,
            error: null,
          },
        },
      },
      [`/api/v2/domains/bulkEdits/jobs/${JOB}`]: () => ({
        body: {
          jobId: JOB,
          state: jobState,
          progress: { done: jobState === 'running' ? 700 : 1500, total: 1500 },
          bulkEditId: UNDO,
          error: null,
        },
      }),
      '/api/v2/domains/bulkEdits': () => ({
        body: { items: [summary(jobState)], undoableId: null },
      }),
    })
    vi.stubGlobal('fetch', fetchMock)
    const onUndone = vi.fn()
    renderWithProviders(<UndoEditButton bulkEditId={EDIT} onUndone={onUndone} />)

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    await userEvent.click(screen.getByRole('button', { name: 'Undo the change' }))
    expect(await screen.findByText(/Undoing in the background/)).toBeTruthy()
    expect(await screen.findByText(/700/)).toBeTruthy()
    expect(onUndone).not.toHaveBeenCalled()

    jobState = 'completed'
    await waitFor(() => expect(onUndone).toHaveBeenCalledTimes(1), { timeout: 5000 })
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'yellow',
        message: '1,490 domains restored; 10 changed since were left as they are.',
      }),
    )
  })
})
