import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import type { PayoutMode } from '@namefolio/core/sales/transaction-status'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { CountrySelect, StateSelect } from '../../../components/ui/country-select'
import { Delayed } from '../../../components/ui/delayed'
import type { MessageKey } from '../../../i18n/en-us-messages'
import { isApiError } from '../../../lib/api-client'
import type { UseStepUpAction } from '../../../components/ui/step-up-action'
import {
  isValidUsTaxId,
  maskTaxId,
  saveTax,
  TAX_FORM_TYPES,
  taxKeys,
  taxQueries,
  type TaxFormType,
  type TaxProfile,
} from '../taxes.queries'
import { Fact } from '../../../components/ui/fact'
import { FormFrame } from '../../../components/ui/form-frame'
import { LoadError } from '../../../components/ui/load-error'
import { confirmRecentSignIn } from '../../../lib/recent-sign-in'

function TaxEditor({
  current,
  onDone,
  onCancel,
}: {
  current: TaxProfile | null
  onDone: () => void
  onCancel: () => void
}) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [formType, setFormType] = useState<TaxFormType>(current?.formType ?? 'W9')
  const [legalName, setLegalName] = useState(current?.legalName ?? '')
  const [businessName, setBusinessName] = useState(current?.businessName ?? '')
  const [country, setCountry] = useState(current?.country ?? (formType === 'W9' ? 'US' : ''))
  const [state, setState] = useState<string | null>(current?.state ?? null)
  const [address, setAddress] = useState(current?.address ?? '')
  // The tax id is never shown back: the seller types it again to change anything.
  const [taxId, setTaxId] = useState('')
  const [payoutMode, setPayoutMode] = useState<PayoutMode>(current?.payoutMode ?? 'AUTO')
  const [certify, setCertify] = useState(false)
  const [isSubmitted, setSubmitted] = useState(false)
  const save = useMutation({
    mutationFn: saveTax,
    onSuccess: (answer) => {
      queryClient.setQueryData(taxKeys.profile, answer)
      setTaxId('')
      onDone()
    },
  })
  const problems = {
    legalName: legalName.trim() === '',
    country: !/^[A-Z]{2}$/.test(country),
    address: address.trim().length < 5,
    taxId: formType === 'W9' ? !isValidUsTaxId(taxId) : taxId.trim().length < 4,
    certify: !certify,
  }
  const err = (key: keyof typeof problems, message: MessageKey) =>
    isSubmitted && problems[key] ? intl.formatMessage({ id: message }) : undefined
  // The server checks country and state against ISO 3166 (issue 18): its refusal shows on the field.
  const serverField = (field: 'country' | 'state', message: MessageKey) =>
    isApiError(save.error) && save.error.fields.some((f) => f.field === field)
      ? intl.formatMessage({ id: message })
      : undefined
  function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (Object.values(problems).some(Boolean)) return
    save.mutate({
      formType,
      legalName: legalName.trim(),
      ...(businessName.trim() ? { businessName: businessName.trim() } : {}),
      country,
      ...(state ? { state } : {}),
      address: address.trim(),
      taxId: taxId.trim(),
      payoutMode,
      certify,
    })
  }
  return (
    <FormFrame
      onSubmit={submit}
      onCancel={onCancel}
      isPending={save.isPending}
      refusal={
        !save.isError
          ? null
          : isApiError(save.error) && save.error.fields[0]?.code === 'tax.taxId.invalid'
            ? 'tax.taxId.invalid'
            : isApiError(save.error) &&
                ['country', 'state'].includes(save.error.fields[0]?.field ?? '')
              ? null
              : isApiError(save.error) && save.error.code === 'ForceLogin'
                ? 'payments.error.signInAgain'
                : 'common.error.unknown'
      }
      submitLabel="taxes.save"
    >
      <Stack gap={4}>
        <Text size="sm" fw={500} id="tax-form-type">
          <FormattedMessage id="taxes.field.formType" />
        </Text>
        <SegmentedControl
          aria-labelledby="tax-form-type"
          value={formType}
          onChange={(v) => setFormType(v as TaxFormType)}
          data={TAX_FORM_TYPES.map((t) => ({
            value: t,
            label: intl.formatMessage({ id: `taxes.formType.${t}` as MessageKey }),
          }))}
          fullWidth
        />
        <Text size="xs" c="dimmed">
          <FormattedMessage id={`taxes.formType.${formType}.hint` as MessageKey} />
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={intl.formatMessage({ id: 'taxes.field.legalName' })}
          value={legalName}
          maxLength={200}
          required
          onChange={(e) => setLegalName(e.currentTarget.value)}
          error={err('legalName', 'taxes.error.legalName')}
        />
        <TextInput
          label={intl.formatMessage({ id: 'taxes.field.businessName' })}
          value={businessName}
          maxLength={200}
          onChange={(e) => setBusinessName(e.currentTarget.value)}
        />
        <CountrySelect
          label="taxes.field.country"
          name="country"
          value={country || null}
          required
          onChange={(code) => {
            setCountry(code ?? '')
            setState(null)
          }}
          error={
            err('country', 'accountPayments.error.country') ??
            serverField('country', 'accountPayments.error.country')
          }
        />
        <StateSelect
          country={country || null}
          label="accountPayments.field.stateOptional"
          name="state"
          value={state}
          onChange={setState}
          error={serverField('state', 'accountPayments.error.state')}
        />
        <PasswordInput
          label={intl.formatMessage({
            id: formType === 'W9' ? 'taxes.field.taxIdUs' : 'taxes.field.taxIdForeign',
          })}
          description={
            current
              ? intl.formatMessage(
                  { id: 'taxes.field.taxIdRetype' },
                  { masked: maskTaxId(current.taxIdLast4) },
                )
              : undefined
          }
          value={taxId}
          maxLength={40}
          autoComplete="off"
          required
          onChange={(e) => setTaxId(e.currentTarget.value)}
          error={err('taxId', formType === 'W9' ? 'tax.taxId.invalid' : 'taxes.error.taxId')}
          visibilityToggleButtonProps={{
            'aria-label': intl.formatMessage({ id: 'taxes.field.toggleTaxId' }),
          }}
        />
      </SimpleGrid>
      <Textarea
        label={intl.formatMessage({ id: 'taxes.field.address' })}
        value={address}
        maxLength={500}
        autosize
        minRows={2}
        required
        onChange={(e) => setAddress(e.currentTarget.value)}
        error={err('address', 'taxes.error.address')}
      />
      <Select
        label={intl.formatMessage({ id: 'taxes.field.payoutMode' })}
        data={(['AUTO', 'MANUAL'] as const).map((m) => ({
          value: m,
          label: intl.formatMessage({ id: `sales.payoutMode.${m}` as MessageKey }),
        }))}
        value={payoutMode}
        allowDeselect={false}
        onChange={(v) => v && setPayoutMode(v as PayoutMode)}
      />
      <Checkbox
        label={intl.formatMessage({ id: 'taxes.field.certify' })}
        checked={certify}
        onChange={(e) => setCertify(e.currentTarget.checked)}
        error={err('certify', 'tax.certify.required')}
      />
    </FormFrame>
  )
}

/** /account/taxes: W-9 / W-8 style payee tax data; the tax id is shown masked only. */

export function TaxProfileView({ useStepUpAction }: { useStepUpAction: UseStepUpAction }) {
  const intl = useIntl()
  const profile = useQuery(taxQueries.profile())
  const [isEditing, setEditing] = useState(false)
  const [failed, setFailed] = useState(false)
  const edit = useStepUpAction({
    key: 'taxes.edit',
    authReason: 'tax',
    run: (_: null) => confirmRecentSignIn(),
    onSuccess: () => setEditing(true),
    onError: () => setFailed(true),
  })
  if (profile.isPending)
    return (
      <Delayed>
        <Skeleton height={240} aria-busy="true" />
      </Delayed>
    )
  if (profile.isError) {
    return <LoadError message="sales.error.load" onRetry={() => void profile.refetch()} />
  }
  const tax = profile.data.tax
  if (isEditing) {
    return (
      <Card withBorder padding="md" maw={760}>
        <TaxEditor
          current={tax}
          onDone={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </Card>
    )
  }
  return (
    <Stack gap="md" maw={760}>
      {failed && (
        <Alert color="red" variant="light" role="alert">
          <FormattedMessage id="common.error.unknown" />
        </Alert>
      )}
      {tax === null ? (
        <Alert color="orange" variant="light">
          <FormattedMessage id="taxes.missing" />
        </Alert>
      ) : (
        <Card withBorder padding="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Fact label="taxes.field.formType">
              <FormattedMessage id={`taxes.formType.${tax.formType}` as MessageKey} />
            </Fact>
            <Fact label="taxes.field.legalName">{tax.legalName}</Fact>
            <Fact label="taxes.field.businessName">
              {tax.businessName ?? intl.formatMessage({ id: 'common.empty' })}
            </Fact>
            <Fact label="taxes.field.country">
              {tax.state ? `${tax.country} · ${tax.state}` : tax.country}
            </Fact>
            <Fact label="taxes.field.taxId">
              <span className="nf-tabular" data-testid="masked-tax-id">
                {maskTaxId(tax.taxIdLast4)}
              </span>
            </Fact>
            <Fact label="taxes.field.payoutMode">
              <FormattedMessage id={`sales.payoutMode.${tax.payoutMode}` as MessageKey} />
            </Fact>
            <Fact label="taxes.field.address">{tax.address}</Fact>
            <Fact label="taxes.certifiedAt">{formatServerDate(tax.certifiedAt, 'default')}</Fact>
          </SimpleGrid>
        </Card>
      )}
      <Group>
        <Button
          onClick={() => {
            setFailed(false)
            void edit.execute(null)
          }}
          loading={edit.isRunning || edit.isRedirecting}
        >
          <FormattedMessage id={tax ? 'taxes.edit' : 'taxes.add'} />
        </Button>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="payments.stepUpHint" />
        </Text>
      </Group>
    </Stack>
  )
}
