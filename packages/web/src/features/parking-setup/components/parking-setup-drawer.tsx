import {
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import type {
  ParkingSetupDomain,
  ParkingSetupPage,
  ParkingSetupRefusal,
} from '@namefolio/core/parking/parking-setup.contract'
import { PARKING_SETUP_NAMES_LIMIT } from '@namefolio/core/parking/parking-setup.constants'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { EmptyState } from '../../../components/ui/empty-state'
import { growl } from '../../../components/ui/growl'
import { LoadError } from '../../../components/ui/load-error'
import { Pager } from '../../../components/ui/pager'
import { useIsPhone } from '../../../components/ui/use-is-phone'
import type { MessageKey } from '../../../i18n/en-us-messages'
import {
  checkDomainsDns,
  parkDomains,
  parkingSetupKeys,
  parkingSetupQueries,
  parseParkingNames,
} from '../parking-setup.queries'
import { DnsInstructions } from './dns-instructions'
import { ParkingDomainList } from './parking-domain-list'
import { PlainList } from '../../../components/ui/plain-list'

/** Names the server refused, in words (unknown names are never told apart from others'). */
function Refusals({ refused }: { refused: ParkingSetupRefusal[] }) {
  const intl = useIntl()
  if (refused.length === 0) return null
  return (
    <Alert
      color="yellow"
      variant="light"
      title={<FormattedMessage id="parkingSetup.refused.title" />}
    >
      <PlainList gap={2}>
        {refused.map((r) => (
          <Text key={r.domainName} size="sm" component="li" style={{ overflowWrap: 'anywhere' }}>
            {intl.messages[r.reason] ? (
              <FormattedMessage id={r.reason as MessageKey} values={{ domain: r.domainName }} />
            ) : (
              r.domainName
            )}
          </Text>
        ))}
      </PlainList>
    </Alert>
  )
}

/** "Move to parking" for the listed domains that are not parked, after a confirmation. */
function MoveToParking({
  names,
  onMoved,
}: {
  names: string[]
  onMoved: (refused: ParkingSetupRefusal[]) => Promise<void>
}) {
  const [isConfirming, setIsConfirming] = useState(false)
  const [isBusy, setIsBusy] = useState(false)
  const count = names.length
  if (count === 0) return null
  const move = async () => {
    setIsBusy(true)
    try {
      const { results } = await parkDomains(names)
      const parked = results.filter((r) => r.outcome !== 'REFUSED').length
      const refused = results.length - parked
      growl(
        refused > 0
          ? {
              kind: 'warning',
              message: 'parkingSetup.move.someRefused',
              values: { count: parked, refused },
            }
          : { kind: 'success', message: 'parkingSetup.move.done', values: { count: parked } },
      )
      await onMoved(
        results.flatMap((r) =>
          r.outcome === 'REFUSED' && r.reason
            ? [{ domainName: r.domainName, reason: r.reason }]
            : [],
        ),
      )
    } catch {
      growl({ kind: 'error', message: 'common.error.unknown' })
    } finally {
      setIsBusy(false)
      setIsConfirming(false)
    }
  }
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        <FormattedMessage id="parkingSetup.move.title" />
      </Title>
      <Text size="sm">
        <FormattedMessage id="parkingSetup.move.body" values={{ count }} />
      </Text>
      <Group>
        <Button onClick={() => setIsConfirming(true)}>
          <FormattedMessage id="parkingSetup.move.button" values={{ count }} />
        </Button>
      </Group>
      {isConfirming && (
        <ConfirmDialog
          title={<FormattedMessage id="parkingSetup.move.confirmTitle" values={{ count }} />}
          confirmLabel={<FormattedMessage id="parkingSetup.move.confirm" />}
          cancelLabel={<FormattedMessage id="common.cancel" />}
          isBusy={isBusy}
          onCancel={() => setIsConfirming(false)}
          onConfirm={() => void move()}
        >
          <FormattedMessage id="parkingSetup.move.confirmBody" />
        </ConfirmDialog>
      )}
    </Stack>
  )
}

/** "Check DNS now" over the parked domains, in batches with a progress bar. */
function CheckDns({
  names,
  onChecked,
}: {
  names: string[]
  onChecked: (items: ParkingSetupDomain[]) => void
}) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  const run = async () => {
    setProgress({ done: 0, total: names.length })
    try {
      const items = await checkDomainsDns(names, (done) =>
        setProgress({ done, total: names.length }),
      )
      onChecked(items)
      const live = items.filter((item) => item.status === 'LIVE').length
      growl({ kind: 'success', message: 'parkingSetup.check.done', values: { live } })
    } catch {
      growl({ kind: 'error', message: 'common.error.unknown' })
    } finally {
      setProgress(null)
    }
  }
  const percent =
    progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() => void run()}
          loading={progress !== null}
          disabled={names.length === 0}
        >
          <FormattedMessage id="parkingSetup.check.button" />
        </Button>
        {names.length === 0 && (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="parkingSetup.check.nothing" />
          </Text>
        )}
      </Group>
      {progress && (
        <>
          <Text size="sm" role="status" aria-live="polite">
            <FormattedMessage
              id="parkingSetup.check.progress"
              values={{
                done: <FormattedNumber value={progress.done} />,
                total: <FormattedNumber value={progress.total} />,
              }}
            />
          </Text>
          <Progress value={percent} animated aria-label={`${percent}%`} />
        </>
      )}
    </Stack>
  )
}

function SetupContent({
  names,
  page,
  onOffsetChange,
}: {
  names: string[]
  page: ParkingSetupPage
  onOffsetChange: (offset: number) => void
}) {
  const queryClient = useQueryClient()
  const key = parkingSetupKeys.setup(names, page.offset)
  const notParked = page.items.filter((d) => !d.isParked).map((d) => d.domainName)
  const parked = page.items.filter((d) => d.isParked).map((d) => d.domainName)
  const onChecked = (items: ParkingSetupDomain[]) => {
    const byName = new Map(items.map((item) => [item.domainName, item]))
    queryClient.setQueryData<ParkingSetupPage>(key, (old) =>
      old ? { ...old, items: old.items.map((d) => byName.get(d.domainName) ?? d) } : old,
    )
  }
  // Names the last "Move to parking" refused (sold, leased), shown with the page's refusals.
  const [parkRefused, setParkRefused] = useState<ParkingSetupRefusal[]>([])
  const onMoved = async (refused: ParkingSetupRefusal[]) => {
    setParkRefused(refused)
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: parkingSetupKeys.all }),
      // The portfolio's lists show the new lander (its query keys start with 'portfolio').
      queryClient.invalidateQueries({ queryKey: ['portfolio'] }),
    ])
  }
  return (
    <Stack gap="lg">
      <Refusals refused={[...page.refused, ...parkRefused]} />
      <MoveToParking names={notParked} onMoved={onMoved} />
      <DnsInstructions instructions={page.instructions} />
      <Divider />
      <Stack gap="xs">
        <Title order={3} size="h5">
          <FormattedMessage id="parkingSetup.domains.title" />
        </Title>
        <CheckDns names={parked} onChecked={onChecked} />
        <ParkingDomainList domains={page.items} />
        {page.total > page.limit && (
          <Pager
            offset={page.offset}
            limit={page.limit}
            total={page.total}
            onOffsetChange={onOffsetChange}
            isLandmark={false}
          />
        )}
      </Stack>
    </Stack>
  )
}

function SetupBody({ names }: { names: string[] }) {
  const [offset, setOffset] = useState(0)
  const setup = useQuery(parkingSetupQueries.setup(names, offset))
  if (setup.isPending) {
    return (
      <Group justify="center" py="xl" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text size="sm">
          <FormattedMessage id="parkingSetup.loading" />
        </Text>
      </Group>
    )
  }
  if (setup.isError) {
    return (
      <LoadError
        message="parkingSetup.error"
        onRetry={() => void setup.refetch()}
        isRetrying={setup.isFetching}
      />
    )
  }
  if (setup.data.items.length === 0 && setup.data.refused.length === 0) {
    return (
      <EmptyState title={<FormattedMessage id="parkingSetup.empty.title" />}>
        <FormattedMessage id="parkingSetup.empty.body" />
      </EmptyState>
    )
  }
  return <SetupContent names={names} page={setup.data} onOffsetChange={setOffset} />
}

/**
 * Parking setup (spec §2, decision 541): the portfolio opens it with `parkingSetup=1`, and with
 * `parkingNames` when the "Park domains" bulk action passes the ticked names; without names it
 * shows the parked domains. Closing it is the caller's job (it removes the flag).
 */
export function ParkingSetupDrawer({
  opened,
  parkingNames,
  onClose,
}: {
  opened: boolean
  parkingNames?: string | undefined
  onClose: () => void
}) {
  const intl = useIntl()
  const isPhone = useIsPhone()
  const names = parseParkingNames(parkingNames, PARKING_SETUP_NAMES_LIMIT)
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : 'lg'}
      // Mantine's drawer title is the dialog's h2 and its accessible name.
      title={<FormattedMessage id="parkingSetup.title" />}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'parkingSetup.close' }) }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <FormattedMessage id="parkingSetup.intro" />
        </Text>
        {opened && <SetupBody names={names} />}
      </Stack>
    </Drawer>
  )
}
