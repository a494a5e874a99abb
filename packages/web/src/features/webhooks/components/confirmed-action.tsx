import { Button, type ButtonProps } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'

/** A button whose action runs only after a yes in a dialog (delete, a new secret). */
export function ConfirmedAction({
  label,
  question,
  onConfirm,
  isDanger = false,
  ...buttonProps
}: ButtonProps & {
  label: ReactNode
  question: ReactNode
  onConfirm: () => void
  isDanger?: boolean
}) {
  const [isOpen, { open, close }] = useDisclosure(false)
  return (
    <>
      <Button
        size="xs"
        variant={isDanger ? 'light' : 'default'}
        color={isDanger ? 'red' : undefined}
        onClick={open}
        {...buttonProps}
      >
        {label}
      </Button>
      {isOpen && (
        <ConfirmDialog
          title={label}
          confirmLabel={label}
          cancelLabel={<FormattedMessage id="webhooks.cancel" />}
          isDanger={isDanger}
          onCancel={close}
          onConfirm={() => {
            close()
            onConfirm()
          }}
        >
          {question}
        </ConfirmDialog>
      )}
    </>
  )
}
