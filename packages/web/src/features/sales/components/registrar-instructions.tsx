import { Alert, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DelayedSkeleton } from '../../../components/ui/delayed'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { isApiError } from '../../../lib/api-client'
import { salesQueries } from '../sales.queries'
import { transactionExtrasQueries } from '../transaction-extras.queries'

function Steps({ title, steps }: { title: MessageKey; steps: readonly string[] }) {
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        <FormattedMessage id={title} />
      </Title>
      <ol style={{ margin: 0, paddingLeft: 20 }}>
        {steps.map((step) => (
          <li key={step}>
            <Text size="sm">{step}</Text>
          </li>
        ))}
      </ol>
    </Stack>
  )
}

function InstructionsFor({
  registrar,
  action,
}: {
  registrar: string
  action: 'authCode' | 'transfer'
}) {
  const query = useQuery(transactionExtrasQueries.registrar(registrar))
  if (query.isPending) {
    return <DelayedSkeleton height={120} />
  }
  if (query.isError) {
    const isUnknown = isApiError(query.error) && query.error.status === 404
    return (
      <Alert color={isUnknown ? 'gray' : 'red'} variant="light">
        <FormattedMessage
          id={isUnknown ? 'txextras.registrar.unknown' : 'txextras.registrar.loadError'}
        />
      </Alert>
    )
  }
  const r = query.data
  const unlockAndCode = (
    <>
      <Steps title="txextras.registrar.unlock" steps={r.unlock} />
      <Steps title="txextras.registrar.authCode" steps={r.authCode} />
    </>
  )
  const push = <Steps title="txextras.registrar.push" steps={r.push} />
  return (
    <SimpleGrid
      cols={{ base: 1, md: action === 'authCode' ? 3 : 1 }}
      spacing="md"
      data-registrar={r.name}
    >
      {action === 'authCode' ? (
        <>
          {unlockAndCode}
          {push}
        </>
      ) : (
        push
      )}
    </SimpleGrid>
  )
}

/**
 * How to do the transfer step at the seller's registrar (issue 18, spec §7 `GET
 * v1/transactions/registrar/{name}`): unlock and get the auth code, or push the domain.
 */
export function RegistrarInstructions({
  action,
  registrar: known,
}: {
  action: 'authCode' | 'transfer'
  registrar: string | null
}) {
  const intl = useIntl()
  const registrars = useQuery(salesQueries.registrars())
  const names = (registrars.data?.items ?? []).map((r) => r.name).filter((n) => n !== 'OTHER')
  const [registrar, setRegistrar] = useState<string | null>(
    known && known !== 'OTHER' ? known : null,
  )
  return (
    <Paper withBorder p="sm" radius="sm" component="section" aria-labelledby="registrar-help-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="registrar-help-title">
          <FormattedMessage id="txextras.registrar.title" />
        </Title>
        <Select
          label={intl.formatMessage({ id: 'txextras.registrar.choose' })}
          placeholder={intl.formatMessage({ id: 'txextras.registrar.placeholder' })}
          data={names}
          value={registrar}
          onChange={setRegistrar}
          maw={360}
          allowDeselect={false}
          disabled={registrars.isPending}
        />
        {registrar === null ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="txextras.registrar.hint" />
          </Text>
        ) : (
          <InstructionsFor registrar={registrar} action={action} />
        )}
      </Stack>
    </Paper>
  )
}
