import { Alert, Button, Group, List, Stack, Text, Textarea } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { MAX_DOMAINS_PER_ENTRY } from '@namefolio/core/constants/domain-entry'
import { parseDomainSyntax } from '@namefolio/core/domains/domain-syntax'
import { readRawDomains, saveRawDomains } from '../add-flow-state'
import { fieldMessage } from './field-message'

/**
 * /domains/add: a pasted list, its shape checked as it is typed (spec §5). Whether each suffix
 * is accepted is the server's answer, shown on the review step (decision 271).
 */
export function AddDomainsForm() {
  const intl = useIntl()
  const navigate = useNavigate()
  const [raw, setRaw] = useState(() => readRawDomains())
  const parsed = useMemo(() => parseDomainSyntax(raw), [raw])
  const entryError = parsed.errors.find((e) => e.values?.domain === undefined)
  const nameErrors = parsed.errors.filter((e) => e.values?.domain !== undefined)
  const canReview = raw.trim() !== '' && entryError === undefined

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (!canReview) return
        saveRawDomains(raw)
        void navigate({ to: '/domains/add/review' })
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={intl.formatMessage({ id: 'addDomains.list.label' })}
          description={intl.formatMessage(
            { id: 'addDomains.list.description' },
            { max: MAX_DOMAINS_PER_ENTRY },
          )}
          placeholder={'example.com\nmy-brand.net, another.io'}
          autosize
          minRows={6}
          maxRows={16}
          value={raw}
          onChange={(event) => setRaw(event.currentTarget.value)}
          error={entryError ? fieldMessage(intl, entryError.code, entryError.values) : undefined}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          <FormattedMessage
            id="addDomains.list.count"
            values={{
              valid: parsed.domains.length,
              max: MAX_DOMAINS_PER_ENTRY,
              invalid: nameErrors.length,
            }}
          />
        </Text>
        {nameErrors.length > 0 && (
          <Alert
            color="yellow"
            variant="light"
            title={intl.formatMessage({ id: 'addDomains.list.invalidTitle' })}
          >
            <List size="sm" spacing={2}>
              {nameErrors.slice(0, 10).map((error) => (
                <List.Item key={`${error.code}-${String(error.values?.domain)}`}>
                  {fieldMessage(intl, error.code, error.values)}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={!canReview}>
            <FormattedMessage id="addDomains.list.review" />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
