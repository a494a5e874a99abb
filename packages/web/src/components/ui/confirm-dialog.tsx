import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

export type ConfirmDialogProps = {
  title: ReactNode
  children: ReactNode
  confirmLabel: ReactNode
  cancelLabel: ReactNode
  onConfirm: () => void
  onCancel: () => void
  /** A destructive action gets a red confirm button. */
  isDanger?: boolean
  isBusy?: boolean
}

/** A yes-or-no question in a modal; Escape and the close button answer no. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isDanger = false,
  isBusy = false,
}: ConfirmDialogProps) {
  return (
    <Modal opened onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <Text size="sm" component="div">
          {children}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isBusy}>
            {cancelLabel}
          </Button>
          <Button
            color={isDanger ? 'red.8' : undefined}
            onClick={onConfirm}
            loading={isBusy}
            data-autofocus
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
