import { Anchor, Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { BoostLevel } from '@namefolio/core/account/boost'
import type { AccountBoost } from '@namefolio/core/account/standing.contract'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Fact } from '../../../components/ui/fact'
import { growl } from '../../../components/ui/growl'
import { SettingsPanel } from '../../../components/ui/settings-panel'
import {
  accountStandingCalls,
  accountStandingKeys,
  accountStandingQueries,
} from '../account-standing.queries'
import { formatBps } from '../commission-rate'

type Level = AccountBoost['levels'][number]

function OptionDescription({ option, isClub }: { option: Level; isClub: boolean }) {
  const intl = useIntl()
  const commission = formatBps(intl, option.commissionBps)
  const surcharge = formatBps(intl, option.surchargeBps)
  const listSurcharge = formatBps(intl, option.listSurchargeBps)
  const id =
    option.listSurchargeBps === 0
      ? 'boost.option.noSurcharge'
      : isClub
        ? 'boost.option.clubSurcharge'
        : 'boost.option.surcharge'
  return (
    <>
      <FormattedMessage id={`boost.placement.${option.name}`} />{' '}
      <FormattedMessage id={id} values={{ commission, surcharge, listSurcharge }} />
    </>
  )
}

function BoostChoice({ boost }: { boost: AccountBoost }) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [level, setLevel] = useState<BoostLevel>(boost.level)
  const [isConfirming, setConfirming] = useState(false)
  const chosen = boost.levels.find((option) => option.level === level) ?? boost.levels[0]!
  const save = useMutation({
    mutationFn: () => accountStandingCalls.updateBoost({ level }),
    onSuccess: (saved) => {
      setConfirming(false)
      queryClient.setQueryData(accountStandingKeys.boost(), saved)
      void queryClient.invalidateQueries({ queryKey: accountStandingKeys.partnerStatus() })
      growl({ kind: 'success', message: 'boost.saved' })
    },
    // The choice stays selected, so trying again is one click.
    onError: () => {
      setConfirming(false)
      growl({ kind: 'error', message: 'boost.saveFailed' })
    },
  })
  const current = formatBps(intl, boost.commissionBps)
  const next = formatBps(intl, chosen.commissionBps)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        // A higher commission is asked for twice; a lower one is not.
        if (chosen.commissionBps > boost.commissionBps) setConfirming(true)
        else save.mutate()
      }}
    >
      <Stack gap="md">
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" m={0}>
          <Fact look="term" label="boost.current">
            <FormattedMessage id={`boost.level.${boost.levels[boost.level]?.name ?? 'STANDARD'}`} />
            {boost.since && (
              <>
                {' '}
                <FormattedMessage
                  id="boost.since"
                  values={{ date: formatServerDate(boost.since, 'default') }}
                />
              </>
            )}
          </Fact>
          <Fact look="term" label="boost.commissionToday">
            {current}
          </Fact>
        </SimpleGrid>
        <Radio.Group
          label={intl.formatMessage({ id: 'boost.levelChoice' })}
          value={String(level)}
          onChange={(value) => setLevel(Number(value) as BoostLevel)}
        >
          <Stack gap="sm" mt="xs">
            {boost.levels.map((option) => (
              <Radio
                key={option.level}
                value={String(option.level)}
                label={intl.formatMessage({ id: `boost.level.${option.name}` })}
                description={
                  <OptionDescription option={option} isClub={boost.isDiscountClubMember} />
                }
              />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          <FormattedMessage id={boost.isDiscountClubMember ? 'boost.club' : 'boost.notClub'} />
        </Text>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Anchor underline="always" href="/legal/agreements/pricing-and-fees" size="sm">
            <FormattedMessage id="boost.fees" />
          </Anchor>
          <Button type="submit" disabled={level === boost.level} loading={save.isPending}>
            <FormattedMessage id="boost.save" />
          </Button>
        </Group>
      </Stack>
      {isConfirming && (
        <ConfirmDialog
          title={<FormattedMessage id="boost.confirm.title" />}
          confirmLabel={<FormattedMessage id="boost.confirm.yes" values={{ commission: next }} />}
          cancelLabel={<FormattedMessage id="boost.confirm.no" values={{ current }} />}
          onConfirm={() => save.mutate()}
          onCancel={() => setConfirming(false)}
          isBusy={save.isPending}
        >
          <FormattedMessage id="boost.confirm.body" values={{ commission: next, current }} />
        </ConfirmDialog>
      )}
    </form>
  )
}

/** /account/boost (spec §2; decision 1020): the level, what each costs, and the change. */
export function BoostSettings() {
  const boost = useQuery(accountStandingQueries.boost())
  return (
    <SettingsPanel
      intro="boost.intro"
      query={boost}
      skeletonHeight={320}
      errorMessage="boost.error"
    >
      {(data) => <BoostChoice boost={data} />}
    </SettingsPanel>
  )
}
