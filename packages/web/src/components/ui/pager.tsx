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

/** The offset of the last page: the page that holds the last row. */
export function lastPageOffset(total: number, limit: number): number {
  return total <= 0 ? 0 : Math.floor((total - 1) / limit) * limit
}

/**
 * "1–100 of 342" with first, previous, next and last; server-side paging by offset and limit.
 * The server answers the last page of any list as fast as the first (it reads it backwards).
 */
export function Pager({ offset, limit, total, onOffsetChange, isLandmark = true }: PagerProps) {
  const intl = useIntl()
  const start = total === 0 ? 0 : Math.min(offset + 1, total)
  const end = Math.min(offset + limit, total)
  const hasPrevious = offset > 0
  const hasNext = offset + limit < total
  const pageButtons = [
    { id: 'first', offset: 0, disabled: !hasPrevious },
    { id: 'previous', offset: Math.max(0, offset - limit), disabled: !hasPrevious },
    { id: 'next', offset: offset + limit, disabled: !hasNext },
    { id: 'last', offset: lastPageOffset(total, limit), disabled: !hasNext },
  ] as const
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
        <Group gap={6} wrap="nowrap">
          {pageButtons.map((button) => (
            <Button
              key={button.id}
              variant={button.id === 'first' || button.id === 'last' ? 'subtle' : 'default'}
              size="compact-sm"
              disabled={button.disabled}
              onClick={() => onOffsetChange(button.offset)}
              aria-label={intl.formatMessage({ id: `pager.${button.id}` })}
            >
              <FormattedMessage id={`pager.${button.id}.short`} />
            </Button>
          ))}
        </Group>
      )}
    </Group>
  )
}
