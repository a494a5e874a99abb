import { Button, Table, Text } from '@mantine/core'
import type { MembershipPlan } from '@namefolio/core/account/account.constants'
import { planRank } from '@namefolio/core/membership/membership-plans'
import type { MyMembership } from '@namefolio/core/membership/membership.contract'
import { formatUsd } from '@namefolio/core/money/money'
import { FormattedMessage, useIntl } from 'react-intl'

export type PlanChoice = { plan: MembershipPlan; kind: 'buy' | 'downgrade' }

/** What choosing a plan means for this seller: buy (or upgrade), switch down at renewal, none. */
export function choiceFor(m: MyMembership, plan: MembershipPlan): PlanChoice['kind'] | null {
  if (!m.isActive) return plan === 'NONE' ? null : 'buy'
  if (plan === m.plan) return null
  if (planRank(plan) > planRank(m.plan)) return 'buy'
  // A downgrade needs a paid period to end; an admin's grant has none.
  return m.cycle !== null && plan !== m.scheduledPlan ? 'downgrade' : null
}

function Included({ yes }: { yes: boolean }) {
  return <FormattedMessage id={yes ? 'membership.yes' : 'membership.no'} />
}

/** The compare-plans table (issue 19): prices, the benefits the product enforces, and a choice. */
export function PlansTable({
  membership,
  onChoose,
}: {
  membership: MyMembership
  onChoose: (choice: PlanChoice) => void
}) {
  const intl = useIntl()
  const price = (micros: number) =>
    micros === 0 ? intl.formatMessage({ id: 'membership.free' }) : formatUsd(micros, 2)
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {(
              ['plan', 'monthly', 'yearly', 'commission', 'searchStats', 'club', 'action'] as const
            ).map((col) => (
              <Table.Th key={col} scope="col">
                <FormattedMessage id={`membership.col.${col}`} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {membership.plans.map((offer) => {
            const name = intl.formatMessage({ id: `membership.plan.${offer.plan}` })
            const kind = choiceFor(membership, offer.plan)
            const isCurrent = membership.isActive && offer.plan === membership.plan
            return (
              <Table.Tr key={offer.plan}>
                <Table.Th scope="row">{name}</Table.Th>
                <Table.Td>{price(offer.pricesMicros.MONTHLY)}</Table.Td>
                <Table.Td>{price(offer.pricesMicros.YEARLY)}</Table.Td>
                <Table.Td>
                  {intl.formatNumber(offer.benefits.commissionBps / 10_000, {
                    style: 'percent',
                    maximumFractionDigits: 2,
                  })}
                </Table.Td>
                <Table.Td>
                  <Included yes={offer.benefits.hasSearchStats} />
                </Table.Td>
                <Table.Td>
                  <Included yes={offer.benefits.isDiscountClub} />
                </Table.Td>
                <Table.Td>
                  {isCurrent && (
                    <Text size="sm" fw={600}>
                      <FormattedMessage id="membership.isCurrent" />
                    </Text>
                  )}
                  {kind && (
                    <Button
                      size="xs"
                      variant={kind === 'buy' ? 'filled' : 'default'}
                      onClick={() => onChoose({ plan: offer.plan, kind })}
                    >
                      <FormattedMessage
                        id={
                          kind === 'downgrade'
                            ? 'membership.downgrade'
                            : membership.isActive
                              ? 'membership.upgrade'
                              : 'membership.choose'
                        }
                        values={{ plan: name }}
                      />
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
