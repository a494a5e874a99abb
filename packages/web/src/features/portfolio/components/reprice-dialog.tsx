import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import type {
  BulkEditSummary,
  RepriceInputBody,
} from '@namefolio/core/portfolio/bulk-reprice.contract'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { isApiError } from '../../../lib/api-client'
import { useApplyReprice, usePreviewReprice } from '../bulk-reprice.queries'
import type { BulkTarget } from '../portfolio.queries'
import {
  EMPTY_REPRICE_FORM,
  REPRICE_FIELDS,
  repriceRequestOf,
  type RepriceForm,
} from '../reprice-form'
import { RefusedRules } from './refused-rules'
import { RepriceFields } from './reprice-fields'
import { RepricePreviewSummary } from './reprice-preview'
import { UndoEditButton } from './undo-edit-button'
import { BulkEditJobProgress } from './bulk-edit-job-progress'

const errorKey = (error: unknown) =>
  (isApiError(error) ? error.fields[0]?.code : undefined) ?? 'common.error.unknown'

function RepriceResult({ edit, onClose }: { edit: BulkEditSummary; onClose: () => void }) {
  return (
    <Stack gap="sm">
      {edit.state === 'failed' && (
        <Alert color="red" variant="light">
          <FormattedMessage id="bulkReprice.failed" />
        </Alert>
      )}
      <Text size="sm" role="status" fw={600}>
        <FormattedMessage
          id="bulkReprice.done"
          values={{ updated: edit.updated, refused: edit.refused }}
        />
      </Text>
      <RefusedRules rules={edit.refusedByRule} bulkEditId={edit.id} />
      <Group justify="flex-end" gap="sm">
        <UndoEditButton bulkEditId={edit.id} onUndone={onClose} />
        <Button onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      </Group>
    </Stack>
  )
}

type Phase =
  | { step: 'form' }
  | { step: 'job'; jobId: string; bulkEditId: string }
  | { step: 'result'; edit: BulkEditSummary }

/**
 * "Change prices" (issue 15): the three fields' modes and the rounding, a preview over the
 * whole selection, then apply; a large selection shows its job's progress; the result names
 * the refusals by rule, downloads the refused names and offers undo.
 */
export function RepriceDialog({
  count,
  target,
  isPercentOn,
  onClose,
}: {
  count: number
  target: BulkTarget
  isPercentOn: boolean
  onClose: (isChanged: boolean) => void
}) {
  const [form, setForm] = useState<RepriceForm>(EMPTY_REPRICE_FORM)
  const [phase, setPhase] = useState<Phase>({ step: 'form' })
  const preview = usePreviewReprice()
  const apply = useApplyReprice()
  const request = repriceRequestOf(form)
  const input: RepriceInputBody | null = request && { selection: target, reprice: request }
  const [previewedFor, setPreviewedFor] = useState<string | null>(null)
  const isCurrent = input !== null && previewedFor === JSON.stringify(input)
  const close = () => onClose(phase.step !== 'form')

  return (
    <Modal
      opened
      onClose={close}
      centered
      size="lg"
      title={<FormattedMessage id="bulkReprice.title" values={{ count }} />}
    >
      {phase.step === 'job' && (
        <BulkEditJobProgress
          runningMessage="bulkReprice.running"
          jobId={phase.jobId}
          bulkEditId={phase.bulkEditId}
          onEdit={(edit) => setPhase({ step: 'result', edit })}
        />
      )}
      {phase.step === 'result' && <RepriceResult edit={phase.edit} onClose={close} />}
      {phase.step === 'form' && (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (input === null) return
            preview.mutate(input, { onSuccess: () => setPreviewedFor(JSON.stringify(input)) })
          }}
        >
          <Stack gap="md">
            <RepriceFields form={form} isPercentOn={isPercentOn} onChange={setForm} />
            {input === null && REPRICE_FIELDS.some((field) => form[field].mode !== 'keep') && (
              <Text size="sm" role="status">
                <FormattedMessage id="bulkReprice.invalid" />
              </Text>
            )}
            {preview.isError && (
              <Alert color="red" variant="light" role="alert">
                <FormattedMessage id={errorKey(preview.error)} />
              </Alert>
            )}
            {preview.data !== undefined && isCurrent && (
              <RepricePreviewSummary preview={preview.data} />
            )}
            {preview.data !== undefined && !isCurrent && previewedFor !== null && (
              <Text size="sm" role="status">
                <FormattedMessage id="bulkReprice.stale" />
              </Text>
            )}
            {apply.isError && (
              <Alert color="red" variant="light" role="alert">
                <FormattedMessage id={errorKey(apply.error)} />
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button
                type="submit"
                variant={isCurrent ? 'default' : 'filled'}
                loading={preview.isPending}
                disabled={input === null}
              >
                <FormattedMessage id="bulkReprice.preview" />
              </Button>
              <Button
                loading={apply.isPending}
                disabled={!isCurrent || preview.data === undefined || preview.data.changing === 0}
                onClick={() =>
                  input !== null &&
                  apply.mutate(input, {
                    onSuccess: (result) =>
                      setPhase(
                        result.mode === 'done'
                          ? { step: 'result', edit: result.edit }
                          : {
                              step: 'job',
                              jobId: result.job.jobId,
                              bulkEditId: result.job.bulkEditId ?? '',
                            },
                      ),
                  })
                }
              >
                <FormattedMessage
                  id="bulkReprice.apply"
                  values={{ count: preview.data?.changing ?? 0 }}
                />
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  )
}
