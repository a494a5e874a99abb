import { Text, Title } from '@mantine/core'
import { FormattedMessage } from 'react-intl'
import type { MessageKey } from '../../i18n/en-us-messages'

/**
 * A section's heading (an `<h2>` drawn smaller) and, when given, the line under it that says
 * what the section is for.
 */
export function SectionHeading({
  title,
  intro,
  dimmed = false,
  size = 'h4',
}: {
  title: MessageKey
  intro?: MessageKey
  /** The intro in the dimmed colour, as a hint rather than an instruction. */
  dimmed?: boolean
  size?: 'h4' | 'h5'
}) {
  return (
    <>
      <Title order={2} size={size}>
        <FormattedMessage id={title} />
      </Title>
      {intro && (
        <Text size="sm" c={dimmed ? 'dimmed' : undefined}>
          <FormattedMessage id={intro} />
        </Text>
      )}
    </>
  )
}
