import { Stack, type StackProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { MessageKey } from '../../i18n/en-us-messages'

/**
 * A list drawn without bullets or indent (cards, messages, records), still a list to assistive
 * technology: `label` names it, `ordered` makes it an `<ol>` where the order means something.
 */
export function PlainList({
  label,
  ordered = false,
  children,
  ...stack
}: Omit<StackProps, 'component'> & {
  label?: MessageKey
  ordered?: boolean
  children: ReactNode
  'data-testid'?: string
}) {
  const intl = useIntl()
  return (
    <Stack
      {...stack}
      component={ordered ? 'ol' : 'ul'}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={label && intl.formatMessage({ id: label })}
    >
      {children}
    </Stack>
  )
}
