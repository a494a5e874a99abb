import { Button, Group, Text } from '@mantine/core'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'

export type PagerProps = {
  offset: number
  limit: number
  total: number
  onOffsetChange: (offset: number) => void
  /** One pager per page is the navigation landmark (and announces changes). */
  isLandmark?: boolean
}

/** "1–100 of 342" with previous and next; server-side paging by offset and limit. */
export function Pager({ offset, limit, total, onOffsetChange, isLandmark = true }: PagerProps) {
  const intl = useIntl()
  const start = total === 0 ? 0 : Math.min(offset + 1, total)
  const end = Math.min(offset + limit, total)
  const hasPrevious = offset > 0
  const hasNext = offset + limit < total
  return (
    <Group
      component={isLandmark ? 'nav' : 'div'}
      aria-label={isLandmark ? intl.formatMessage({ id: 'pager.label' }) : undefined}
      justify="space-between"
      gap="sm"
      wrap="wrap"
    >
      <Text
        size="sm"
        c="dimmed"
        className="nf-tabular"
        aria-live={isLandmark ? 'polite' : undefined}
      >
        <FormattedMessage
          id="pager.range"
          values={{
            start: <FormattedNumber value={start} />,
            end: <FormattedNumber value={end} />,
            total: <FormattedNumber value={total} />,
          }}
        />
      </Text>
      {total > limit && (
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={!hasPrevious}
            onClick={() => onOffsetChange(Math.max(0, offset - limit))}
          >
            <FormattedMessage id="pager.previous" />
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={!hasNext}
            onClick={() => onOffsetChange(offset + limit)}
          >
            <FormattedMessage id="pager.next" />
          </Button>
        </Group>
      )}
    </Group>
  )
}
