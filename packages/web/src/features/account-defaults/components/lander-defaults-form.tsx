import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { AccountLander } from '@namefolio/core/account/account-defaults.contract'
import { landerModeFor } from '@namefolio/core/landers/lander-look'
import { OFFER_MODE_NAMES } from '@namefolio/core/landers/lander-mode'
import {
  allowsBackgroundColor,
  LANDER_TEMPLATES,
  type LanderTemplate,
} from '@namefolio/core/landers/lander-template'
import {
  isHexColor,
  LANDER_COLOR_MODES,
  LANDER_THEMES,
  type LanderColorMode,
  type LanderTheme,
} from '@namefolio/core/landers/lander-theme'
import { growl } from '../../../components/ui/growl'
import { SettingsPanel } from '../../../components/ui/settings-panel'
import {
  accountDefaultsCalls,
  accountDefaultsKeys,
  accountDefaultsQueries,
} from '../account-defaults.queries'
import { fieldErrorsOf } from '../field-errors'
import { LanderPreview } from './lander-preview'
import { WholeDollarInput } from '../../../components/ui/whole-dollar-input'
import { SectionHeading } from '../../../components/ui/section-heading'

const OPTION_FLAGS = [
  'showLanderBuyNowOption',
  'showLanderLeaseToOwnOption',
  'showLanderMakeOfferOption',
] as const

function LanderDefaultsEditor({
  saved,
  canCustomizeColors,
}: {
  saved: AccountLander
  canCustomizeColors: boolean
}) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<AccountLander>(saved)
  const set = (patch: Partial<AccountLander>) => setDraft((d) => ({ ...d, ...patch }))
  const save = useMutation({
    mutationFn: (next: AccountLander) => accountDefaultsCalls.saveLander(next),
    onSuccess: (stored) => {
      queryClient.setQueryData(accountDefaultsKeys.lander(), stored)
      // The add flow pre-fills its settings from the same defaults.
      void queryClient.invalidateQueries({ queryKey: ['add-domains'] })
      setDraft(stored)
      growl({ kind: 'success', message: 'accountDefaults.lander.saved' })
    },
  })
  const errors = fieldErrorsOf(intl, save.error)
  const customColorError =
    draft.backgroundColorOption === 'CUSTOM' && !isHexColor(draft.backgroundColorCustom)
      ? intl.formatMessage({ id: 'account.lander.error.customColor' })
      : errors.backgroundColorCustom
  const noBuyNow = draft.buynowPrice === null
  const takesColour = allowsBackgroundColor(draft.landerTemplate)
  const mode = landerModeFor(draft.landerTemplate, draft)
  const changed = JSON.stringify(draft) !== JSON.stringify(saved)
  const otherErrors = save.isError && Object.keys(errors).length === 0

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (customColorError === undefined) save.mutate(draft)
          }}
        >
          <Stack gap="lg">
            <Stack gap="sm">
              <SectionHeading title="accountDefaults.lander.templateTitle" />
              <Select
                label={intl.formatMessage({ id: 'accountDefaults.lander.template' })}
                data={LANDER_TEMPLATES.map((t) => ({
                  value: t,
                  label: intl.formatMessage({ id: `lander.template.${t}` }),
                }))}
                value={draft.landerTemplate}
                allowDeselect={false}
                onChange={(t) => t && set({ landerTemplate: t as LanderTemplate })}
                error={errors.landerTemplate}
              />
            </Stack>

            <Stack gap="sm">
              <SectionHeading title="accountDefaults.lander.pricesTitle" />
              <Switch
                label={intl.formatMessage({ id: 'accountDefaults.lander.noBuyNow' })}
                description={intl.formatMessage({ id: 'accountDefaults.lander.noBuyNowHint' })}
                checked={noBuyNow}
                onChange={(event) =>
                  set(
                    event.currentTarget.checked
                      ? { buynowPrice: null, leasingEnabled: false }
                      : { buynowPrice: saved.buynowPrice ?? 0 },
                  )
                }
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <WholeDollarInput
                  label={intl.formatMessage({ id: 'accountDefaults.lander.buyNow' })}
                  value={draft.buynowPrice}
                  disabled={noBuyNow}
                  onChange={(buynowPrice) => set({ buynowPrice: buynowPrice ?? 0 })}
                  error={errors.buynowPrice}
                />
                <WholeDollarInput
                  label={intl.formatMessage({ id: 'accountDefaults.lander.floor' })}
                  value={draft.floorPrice}
                  onChange={(floorPrice) => set({ floorPrice })}
                  error={errors.floorPrice}
                />
                <WholeDollarInput
                  label={intl.formatMessage({ id: 'accountDefaults.lander.minBid' })}
                  value={draft.minbidPrice}
                  onChange={(minbidPrice) => set({ minbidPrice })}
                  error={errors.minbidPrice}
                />
              </SimpleGrid>
            </Stack>

            {canCustomizeColors && (
              <Stack gap="sm">
                <SectionHeading title="accountDefaults.lander.lookTitle" />
                {!takesColour && (
                  <Text size="sm" c="dimmed">
                    <FormattedMessage id="accountDefaults.lander.colourOnlyFor" />
                  </Text>
                )}
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <Select
                    label={intl.formatMessage({ id: 'accountDefaults.lander.theme' })}
                    data={LANDER_THEMES.map((t) => ({
                      value: t,
                      label: intl.formatMessage({ id: `lander.theme.${t}` }),
                    }))}
                    value={draft.backgroundColorOption}
                    allowDeselect={false}
                    onChange={(t) => t && set({ backgroundColorOption: t as LanderTheme })}
                  />
                  <Select
                    label={intl.formatMessage({ id: 'accountDefaults.lander.font' })}
                    data={LANDER_COLOR_MODES.map((m) => ({
                      value: m,
                      label: intl.formatMessage({ id: `lander.mode.${m}` }),
                    }))}
                    value={draft.fontColorOption}
                    allowDeselect={false}
                    onChange={(m) => m && set({ fontColorOption: m as LanderColorMode })}
                  />
                </SimpleGrid>
                {draft.backgroundColorOption === 'CUSTOM' && (
                  <TextInput
                    label={intl.formatMessage({ id: 'accountDefaults.lander.customColour' })}
                    description={intl.formatMessage({
                      id: 'accountDefaults.lander.customColourHint',
                    })}
                    value={draft.backgroundColorCustom}
                    maxLength={7}
                    onChange={(event) => set({ backgroundColorCustom: event.currentTarget.value })}
                    error={customColorError}
                    styles={{ error: { color: 'var(--mantine-color-red-9)' } }}
                  />
                )}
              </Stack>
            )}

            <Stack gap="xs">
              <SectionHeading
                title="accountDefaults.lander.optionsTitle"
                intro="accountDefaults.lander.optionsHint"
                dimmed
              />
              <Group gap="lg">
                {OPTION_FLAGS.map((flag) => (
                  <Checkbox
                    key={flag}
                    label={intl.formatMessage({ id: `accountDefaults.lander.${flag}` })}
                    checked={draft[flag]}
                    disabled={draft.landerTemplate !== 'CUSTOM_LANDER'}
                    onChange={(event) => set({ [flag]: event.currentTarget.checked })}
                  />
                ))}
              </Group>
              <Text size="sm" aria-live="polite">
                <FormattedMessage
                  id="accountDefaults.lander.mode"
                  values={{
                    mode: intl.formatMessage({
                      id: `accountDefaults.offerMode.${OFFER_MODE_NAMES[mode]}`,
                    }),
                  }}
                />
              </Text>
            </Stack>

            {otherErrors && (
              <Alert color="red" role="alert">
                <FormattedMessage id="accountDefaults.error.save" />
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" disabled={!changed} onClick={() => setDraft(saved)}>
                <FormattedMessage id="accountDefaults.discard" />
              </Button>
              <Button type="submit" disabled={!changed} loading={save.isPending}>
                <FormattedMessage id="accountDefaults.lander.save" />
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper p={0} style={{ position: 'sticky', top: 16 }}>
          <Stack gap="xs">
            <SectionHeading title="accountDefaults.preview.title" />
            <LanderPreview settings={draft} />
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  )
}

/** /account/lander: the lander, prices and look every newly added name takes (decision 1010). */
/**
 * The default lander's form; its colours are the switchboard's showDanCustomBgColor (spec §6,
 * decision 1328), which the page reads.
 */
export function LanderDefaultsForm({
  canCustomizeColors = true,
}: {
  canCustomizeColors?: boolean
}) {
  const lander = useQuery(accountDefaultsQueries.lander())
  return (
    <SettingsPanel
      intro="accountDefaults.lander.intro"
      query={lander}
      skeletonHeight={420}
      errorMessage="accountDefaults.error.load"
    >
      {(saved) => <LanderDefaultsEditor saved={saved} canCustomizeColors={canCustomizeColors} />}
    </SettingsPanel>
  )
}
