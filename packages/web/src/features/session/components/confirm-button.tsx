import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

/** A destructive action behind a confirmation dialog (keyboard: Esc cancels, focus trapped). */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  loading,
  ...buttonProps
}: ButtonProps & {
  label: ReactNode
  question: ReactNode
  onConfirm: () => void
}) {
  const [isOpen, { open, close }] = useDisclosure(false)
  return (
    <>
      <Button
        color="red"
        variant="light"
        size="xs"
        onClick={open}
        style={{ flexShrink: 0 }}
        loading={loading}
        {...buttonProps}
      >
        {label}
      </Button>
      <Modal opened={isOpen} onClose={close} title={label} centered>
        <Text size="sm">{question}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            <FormattedMessage id="security.cancel" />
          </Button>
          <Button
            color="red"
            data-autofocus
            onClick={() => {
              close()
              onConfirm()
            }}
          >
            <FormattedMessage id="security.confirm" />
          </Button>
        </Group>
      </Modal>
    </>
  )
}

/** A user agent as a short device description. */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null
  const browser = /(Edg|Firefox|Chrome|Safari|curl|vitest)\/?[\d.]*/.exec(userAgent)?.[1]
  const os = /(Windows|Mac OS X|Android|iPhone|iPad|Linux)/.exec(userAgent)?.[1]
  const parts = [browser === 'Edg' ? 'Edge' : browser, os === 'Mac OS X' ? 'macOS' : os].filter(
    Boolean,
  )
  return parts.length > 0 ? parts.join(' on ') : userAgent.slice(0, 40)
}
