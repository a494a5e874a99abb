import { Anchor, List, Stack, Text } from '@mantine/core'
import { REFUSAL_VALUES } from '@namefolio/core/portfolio/bulk-reprice-reasons'
import { refusalsCsvPath } from '@namefolio/core/portfolio/bulk-reprice.endpoints'
import { FormattedMessage, useIntl } from 'react-intl'

type Rule = { code: string; count: number }

/** A rule's message key in words, with the values its message needs (spec §5 limits). */
export function useRefusalText() {
  const intl = useIntl()
  return (code: string) =>
    intl.formatMessage(
      { id: code, defaultMessage: intl.formatMessage({ id: 'common.error.unknown' }) },
      REFUSAL_VALUES[code],
    )
}

/** How many domains each listing rule refused, in words (issue 15 "Feedback"). */
export function RefusedRules({ rules, bulkEditId }: { rules: Rule[]; bulkEditId?: string }) {
  const text = useRefusalText()
  if (rules.length === 0) return null
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        <FormattedMessage id="bulkReprice.refusedTitle" />
      </Text>
      <List size="sm" spacing={2}>
        {rules.map((rule) => (
          <List.Item key={rule.code}>
            <FormattedMessage
              id="bulkReprice.refusedRule"
              values={{ count: rule.count, reason: text(rule.code) }}
            />
          </List.Item>
        ))}
      </List>
      {bulkEditId !== undefined && <DownloadRefused bulkEditId={bulkEditId} />}
    </Stack>
  )
}

/** The refused names of an edit with their reasons, as a CSV file. */
export function DownloadRefused({ bulkEditId }: { bulkEditId: string }) {
  return (
    <Anchor size="sm" href={refusalsCsvPath(bulkEditId)} download>
      <FormattedMessage id="bulkEdits.downloadRefused" />
    </Anchor>
  )
}
