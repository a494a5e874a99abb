import { List, Stack, Text } from '@mantine/core'
import { formatUsd } from '@namefolio/core/money/money'
import type { RepricePreview } from '@namefolio/core/portfolio/bulk-reprice.contract'
import { FormattedMessage, useIntl } from 'react-intl'
import { RefusedRules } from './refused-rules'

const FIELDS = [
  ['buyNowMicros', 'bulkReprice.field.buyNow'],
  ['floorMicros', 'bulkReprice.field.floor'],
  ['minBidMicros', 'bulkReprice.field.minBid'],
] as const

/** One example: the domain, and each price it changes, before → after. */
function Example({ example }: { example: RepricePreview['examples'][number] }) {
  const intl = useIntl()
  return (
    <List.Item>
      <Text size="sm" fw={600} component="span">
        {example.domainName}
      </Text>
      {FIELDS.filter(([key]) => example.before[key] !== example.after[key]).map(([key, label]) => (
        <Text size="sm" key={key}>
          <FormattedMessage
            id="bulkReprice.example.change"
            values={{
              field: intl.formatMessage({ id: label }),
              before: formatUsd(example.before[key] || null),
              after: formatUsd(example.after[key] || null),
            }}
          />
        </Text>
      ))}
    </List.Item>
  )
}

/** What applying would do: counts, examples before → after, refusals by rule (issue 15). */
export function RepricePreviewSummary({ preview }: { preview: RepricePreview }) {
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <Text size="sm" fw={600}>
        <FormattedMessage
          id="bulkReprice.summary"
          values={{
            matched: preview.matched,
            changing: preview.changing,
            unchanged: preview.unchanged,
            refused: preview.refused,
          }}
        />
      </Text>
      {preview.examples.length === 0 ? (
        <Text size="sm">
          <FormattedMessage id="bulkReprice.noExamples" />
        </Text>
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={600} id="reprice-examples">
            <FormattedMessage id="bulkReprice.examples" />
          </Text>
          <List size="sm" spacing={4} aria-labelledby="reprice-examples">
            {preview.examples.map((example) => (
              <Example key={example.domainName} example={example} />
            ))}
          </List>
        </Stack>
      )}
      <RefusedRules rules={preview.refusedByRule} />
    </Stack>
  )
}
