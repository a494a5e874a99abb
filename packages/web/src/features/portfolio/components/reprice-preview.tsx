import { Stack, Table, Text } from '@mantine/core'
import { formatUsd } from '@namefolio/core/money/money'
import type { PriceTriple, RepricePreview } from '@namefolio/core/portfolio/bulk-reprice.contract'
import { FormattedMessage } from 'react-intl'
import { RefusedRules } from './refused-rules'

function Prices({ prices }: { prices: PriceTriple }) {
  return (
    <FormattedMessage
      id="bulkReprice.example.prices"
      values={{
        buyNow: formatUsd(prices.buyNowMicros || null),
        floor: formatUsd(prices.floorMicros || null),
        minBid: formatUsd(prices.minBidMicros || null),
      }}
    />
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
        <Table.ScrollContainer minWidth={320}>
          <Table striped withTableBorder fz="sm">
            <Table.Caption>
              <FormattedMessage id="bulkReprice.examples" />
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <FormattedMessage id="bulkReprice.example.domain" />
                </Table.Th>
                <Table.Th scope="col">
                  <FormattedMessage id="bulkReprice.example.before" />
                </Table.Th>
                <Table.Th scope="col">
                  <FormattedMessage id="bulkReprice.example.after" />
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.examples.map((example) => (
                <Table.Tr key={example.domainName}>
                  <Table.Th scope="row" fw={500}>
                    {example.domainName}
                  </Table.Th>
                  <Table.Td>
                    <Prices prices={example.before} />
                  </Table.Td>
                  <Table.Td>
                    <Prices prices={example.after} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RefusedRules rules={preview.refusedByRule} />
    </Stack>
  )
}
