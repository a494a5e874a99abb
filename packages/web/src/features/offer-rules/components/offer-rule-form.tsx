import { Alert, Button, Checkbox, Group, NumberInput, Radio, Stack, Textarea } from '@mantine/core'
import type { OfferRule, OfferRuleInput } from '@namefolio/core/negotiations/offer-rules.contract'
import { OFFER_RULE_TEMPLATE_MAX } from '@namefolio/core/negotiations/offer-rules.constants'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { growl } from '../../../components/ui/growl'
import { WholeDollarInput } from '../../../components/ui/whole-dollar-input'
import { isApiError } from '../../../lib/api-client'
import { offerRuleCalls, offerRuleKeys } from '../offer-rules.queries'

type CounterMode = 'none' | 'price' | 'percent'
type FormState = {
  accept: number | null
  counterMode: CounterMode
  counterPrice: number | null
  counterPercent: number | null
  decline: number | null
  template: string
  paused: boolean
}
type FieldName =
  'accept' | 'counterPrice' | 'counterPercent' | 'counter' | 'decline' | 'template' | 'form'

function stateOf(rule: OfferRule | null): FormState {
  const counter = rule?.counter ?? null
  return {
    accept: rule?.acceptAtOrAboveMicros ?? null,
    counterMode: counter === null ? 'none' : counter.kind === 'price' ? 'price' : 'percent',
    counterPrice: counter?.kind === 'price' ? counter.priceMicros : null,
    counterPercent: counter?.kind === 'percentOfBuyNow' ? counter.percent : null,
    decline: rule?.declineBelowMicros ?? null,
    template: rule?.replyTemplate ?? '',
    paused: rule?.paused ?? false,
  }
}

function inputOf(s: FormState, domainName: string | null): OfferRuleInput {
  const counter =
    s.counterMode === 'price' && s.counterPrice !== null
      ? { kind: 'price' as const, priceMicros: s.counterPrice }
      : s.counterMode === 'percent' && s.counterPercent !== null
        ? { kind: 'percentOfBuyNow' as const, percent: s.counterPercent }
        : null
  return {
    domainName,
    acceptAtOrAboveMicros: s.accept,
    counter,
    declineBelowMicros: s.decline,
    replyTemplate: s.template,
    paused: s.paused,
  }
}

/** The checks a person can fix before sending; the server checks them all again (issue 24). */
function localErrors(s: FormState): Partial<Record<FieldName, string>> {
  const out: Partial<Record<FieldName, string>> = {}
  if (s.counterMode === 'price' && s.counterPrice === null)
    out.counterPrice = 'offerRules.price.invalid'
  if (s.counterMode === 'percent' && s.counterPercent === null) {
    out.counterPercent = 'offerRules.counter.percent.invalid'
  }
  if (s.accept === null && s.decline === null && s.counterMode === 'none') {
    out.form = 'offerRules.action.required'
  }
  if (s.accept !== null && s.decline !== null && s.decline > s.accept) {
    out.decline = 'offerRules.decline.compare'
  }
  return out
}

/** The API's field names (last path segment) as this form's. */
const FIELD_OF: Record<string, FieldName> = {
  acceptAtOrAboveMicros: 'accept',
  declineBelowMicros: 'decline',
  priceMicros: 'counterPrice',
  percent: 'counterPercent',
  counter: 'counter',
  replyTemplate: 'template',
}

function serverErrors(error: unknown): Partial<Record<FieldName, string>> {
  if (!isApiError(error)) return { form: 'offerRules.error.save' }
  const out: Partial<Record<FieldName, string>> = {}
  for (const f of error.fields) {
    const name = FIELD_OF[f.field.split('.').pop() ?? ''] ?? 'form'
    out[name] ??= f.code
  }
  return Object.keys(out).length > 0 ? out : { form: 'offerRules.error.save' }
}

/**
 * The rule's form (issue 24): accept at or above, counter with a price or a percent of buy
 * now, decline below, the reply; saving replaces the scope's rule. `domainName` null: the
 * portfolio rule.
 */
export function OfferRuleForm({
  domainName,
  rule,
  onDone,
}: {
  domainName: string | null
  rule: OfferRule | null
  onDone: () => void
}) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [state, setState] = useState(() => stateOf(rule))
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  // A change answers the error it was about: the messages come back on the next save.
  const set = (patch: Partial<FormState>) => {
    setState((s) => ({ ...s, ...patch }))
    setErrors({})
  }
  const save = useMutation({
    mutationFn: () => offerRuleCalls.save(inputOf(state, domainName)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: offerRuleKeys.all })
      growl({ kind: 'success', message: 'offerRules.saved' })
      onDone()
    },
    onError: (error) => setErrors(serverErrors(error)),
  })
  const text = (key: FieldName) => {
    const code = errors[key]
    if (code === undefined) return undefined
    const known = Object.hasOwn(intl.messages, code)
    return intl.formatMessage({ id: known ? code : 'offerRules.error.field' })
  }
  const submit = () => {
    const local = localErrors(state)
    setErrors(local)
    if (Object.keys(local).length === 0) save.mutate()
  }
  return (
    <form
      noValidate
      data-testid="offer-rule-form"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Stack gap="sm">
        <WholeDollarInput
          label={intl.formatMessage({ id: 'offerRules.form.accept' })}
          description={intl.formatMessage({ id: 'offerRules.form.accept.hint' })}
          value={state.accept}
          onChange={(accept) => set({ accept })}
          error={text('accept')}
        />
        <Radio.Group
          label={intl.formatMessage({ id: 'offerRules.form.counter' })}
          description={intl.formatMessage({ id: 'offerRules.form.counter.hint' })}
          value={state.counterMode}
          onChange={(mode) => set({ counterMode: mode as CounterMode })}
          error={text('counter')}
        >
          <Group gap="md" mt={6}>
            <Radio
              value="none"
              label={intl.formatMessage({ id: 'offerRules.form.counter.none' })}
            />
            <Radio
              value="price"
              label={intl.formatMessage({ id: 'offerRules.form.counter.price' })}
            />
            <Radio
              value="percent"
              label={intl.formatMessage({ id: 'offerRules.form.counter.percent' })}
            />
          </Group>
        </Radio.Group>
        {state.counterMode === 'price' && (
          <WholeDollarInput
            label={intl.formatMessage({ id: 'offerRules.form.counterPrice' })}
            value={state.counterPrice}
            onChange={(counterPrice) => set({ counterPrice })}
            error={text('counterPrice')}
          />
        )}
        {state.counterMode === 'percent' && (
          <NumberInput
            label={intl.formatMessage({ id: 'offerRules.form.counterPercent' })}
            suffix="%"
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            value={state.counterPercent ?? ''}
            onChange={(v) => set({ counterPercent: v === '' ? null : Number(v) })}
            error={text('counterPercent')}
            styles={{ error: { color: 'var(--mantine-color-red-9)' } }}
          />
        )}
        <WholeDollarInput
          label={intl.formatMessage({ id: 'offerRules.form.decline' })}
          description={intl.formatMessage({ id: 'offerRules.form.decline.hint' })}
          value={state.decline}
          onChange={(decline) => set({ decline })}
          error={text('decline')}
        />
        <Textarea
          label={intl.formatMessage({ id: 'offerRules.form.template' })}
          description={intl.formatMessage({ id: 'offerRules.form.template.hint' })}
          rows={3}
          maxLength={OFFER_RULE_TEMPLATE_MAX}
          value={state.template}
          onChange={(event) => set({ template: event.currentTarget.value })}
          error={text('template')}
          styles={{ error: { color: 'var(--mantine-color-red-9)' } }}
        />
        <Checkbox
          label={intl.formatMessage({ id: 'offerRules.form.paused' })}
          checked={state.paused}
          onChange={(event) => set({ paused: event.currentTarget.checked })}
        />
        {errors.form && (
          <Alert color="red" role="alert" data-testid="offer-rule-form-error">
            {text('form')}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            <FormattedMessage id="offerRules.form.save" />
          </Button>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            <FormattedMessage id="offerRules.cancel" />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
