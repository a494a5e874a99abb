import { Button, NumberInput, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PARTNER_RATE_LIMIT_DEFAULT } from '@namefolio/core/partners/partner-network.constants'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import { isApiError } from '../../../lib/api-client'
import { partnerCalls, partnerKeys } from '../partners.queries'

/** The field a refusal names, by its message key (the contract's error codes). */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {}
  return Object.fromEntries((error.fields ?? []).map((f) => [f.field, f.code]))
}

/** Admin: a new partner account (name, contact, requests a minute). */
export function CreatePartnerForm() {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const [contactEmail, setContactEmail] = useState('')
  const [rateLimit, setRateLimit] = useState<number>(PARTNER_RATE_LIMIT_DEFAULT)
  const create = useMutation({
    mutationFn: () =>
      partnerCalls.create({ name, contactEmail, rateLimitPerMinute: Number(rateLimit) }),
    onSuccess: () => {
      setName('')
      setContactEmail('')
      void queryClient.invalidateQueries({ queryKey: partnerKeys.list() })
      growl({ kind: 'success', message: 'partners.admin.created' })
    },
    onError: () => growl({ kind: 'error', message: 'partners.admin.createFailed' }),
  })
  const errors = fieldErrorsOf(create.error)
  const errorOf = (field: string) =>
    errors[field] ? intl.formatMessage({ id: errors[field] }) : undefined
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="new-partner-title">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          create.mutate()
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="new-partner-title">
            <FormattedMessage id="partners.admin.createTitle" />
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={intl.formatMessage({ id: 'partners.admin.name' })}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errorOf('name')}
              required
            />
            <TextInput
              type="email"
              label={intl.formatMessage({ id: 'partners.admin.contactEmail' })}
              value={contactEmail}
              onChange={(event) => setContactEmail(event.currentTarget.value)}
              error={errorOf('contactEmail')}
              required
            />
            <NumberInput
              label={intl.formatMessage({ id: 'partners.admin.rateLimit' })}
              value={rateLimit}
              onChange={(value) => setRateLimit(Number(value) || 0)}
              error={errorOf('rateLimitPerMinute')}
              min={1}
              max={1200}
              allowDecimal={false}
            />
          </SimpleGrid>
          <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
            <FormattedMessage id="partners.admin.create" />
          </Button>
        </Stack>
      </form>
    </Paper>
  )
}
