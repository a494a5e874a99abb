import { Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../i18n/en-us-messages'

/**
 * One labelled value of a record (a sale's price, a tax profile's form type): a small label
 * over the value. `caps` (the default) is the uppercase label of the detail cards; `plain` the
 * quieter one of the domain drawer; `term` writes the pair as `<dt>`/`<dd>` inside a `<dl>`.
 */
export function Fact({
  label,
  children,
  look = 'caps',
}: {
  label: MessageKey
  children: ReactNode
  look?: 'caps' | 'plain' | 'term'
}) {
  if (look === 'term') {
    return (
      <Stack gap={2}>
        <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
          <FormattedMessage id={label} />
        </Text>
        <Text component="dd" m={0} size="sm">
          {children}
        </Text>
      </Stack>
    )
  }
  const isCaps = look === 'caps'
  return (
    <div>
      <Text
        size="xs"
        c="dimmed"
        tt={isCaps ? 'uppercase' : undefined}
        fw={isCaps ? 600 : undefined}
      >
        <FormattedMessage id={label} />
      </Text>
      <Text size="sm" fw={isCaps ? undefined : 500} component="div">
        {children}
      </Text>
    </div>
  )
}
