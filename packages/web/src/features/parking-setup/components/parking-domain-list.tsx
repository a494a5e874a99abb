import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import type { ParkingSetupDomain } from '@namefolio/core/parking/parking-setup.contract'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { PlainList } from '../../../components/ui/plain-list'
import type { MessageKey } from '../../../i18n/en-us-messages'

type BadgeKind = ParkingSetupDomain['status'] | 'NOT_PARKED'

/** The sales badges' colours: teal done, orange the seller must act, gray nothing known. */
const BADGE_COLOR: Record<BadgeKind, string> = {
  LIVE: 'teal',
  WAITING: 'orange',
  NOT_CHECKED: 'gray',
  NOT_PARKED: 'gray',
}

export function badgeKindOf(domain: ParkingSetupDomain): BadgeKind {
  return domain.isParked ? domain.status : 'NOT_PARKED'
}

/** A known problem key in words; an unknown one (a newer server) shows nothing rather than a key. */
function ProblemText({ problem }: { problem: string | null }) {
  const intl = useIntl()
  if (problem === null || !intl.messages[problem]) return null
  return (
    <Text size="sm" c="dimmed">
      <FormattedMessage id={problem as MessageKey} />
    </Text>
  )
}

/** One domain: its name, the status badge, the problem in words and when it was checked. */
function DomainStatus({ domain }: { domain: ParkingSetupDomain }) {
  const kind = badgeKindOf(domain)
  return (
    <Paper component="li" withBorder radius="sm" p="xs">
      <Stack gap={2}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {domain.domainName}
          </Text>
          <Badge color={BADGE_COLOR[kind]} variant="light" radius="sm" tt="none" fw={600}>
            <FormattedMessage id={`parkingSetup.status.${kind}`} />
          </Badge>
        </Group>
        {domain.status !== 'LIVE' && <ProblemText problem={domain.problem} />}
        <Text size="xs" c="dimmed">
          {domain.checkedAt === null ? (
            <FormattedMessage id="parkingSetup.neverChecked" />
          ) : (
            <FormattedMessage
              id="parkingSetup.checkedAt"
              values={{
                time: (
                  <FormattedDate value={domain.checkedAt} dateStyle="medium" timeStyle="short" />
                ),
              }}
            />
          )}
        </Text>
      </Stack>
    </Paper>
  )
}

/** The drawer's domains, each with its parking status (decision 541). */
export function ParkingDomainList({ domains }: { domains: ParkingSetupDomain[] }) {
  return (
    <PlainList gap="xs" label="parkingSetup.domains.caption">
      {domains.map((domain) => (
        <DomainStatus key={domain.domainName} domain={domain} />
      ))}
    </PlainList>
  )
}
