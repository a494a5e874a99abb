import { Anchor, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FormattedDate, FormattedMessage } from 'react-intl'
import { Fact } from '../../../components/ui/fact'
import { domainPageQueries } from '../domain-page.queries'

/**
 * The name's registrant status (spec §3, decision 1000): whether its ownership is proven, how
 * and when, with the way to prove it on the ownership page when it is not.
 */
export function RegistrantFact({ name }: { name: string }) {
  const registrant = useQuery(domainPageQueries.registrant(name))
  return (
    <Fact look="term" label="domainPage.registrant.label">
      {registrant.isPending && <Skeleton height={16} width={120} />}
      {registrant.isError && <FormattedMessage id="domainPage.registrant.error" />}
      {registrant.isSuccess && (
        <Stack gap={2} align="flex-start">
          <span data-testid="registrant-status">
            <FormattedMessage id={`domainPage.registrant.${registrant.data.status}`} />
          </span>
          {registrant.data.verifiedAt !== null && (
            <Text size="xs" c="dimmed" component="span">
              <FormattedMessage
                id="domainPage.registrant.provenBy"
                values={{
                  method: registrant.data.verifiedBy ?? '',
                  date: <FormattedDate value={registrant.data.verifiedAt} dateStyle="medium" />,
                }}
              />
            </Text>
          )}
          {registrant.data.status !== 'VERIFIED' && (
            <Anchor component={Link} to="/account/ownership" size="xs">
              <FormattedMessage id="domainPage.registrant.howToProve" />
            </Anchor>
          )}
        </Stack>
      )}
    </Fact>
  )
}
