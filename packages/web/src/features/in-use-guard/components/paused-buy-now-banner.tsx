import { Alert, Anchor, Stack, Text } from '@mantine/core'
import { formatServerDate } from '@namefolio/core/dates/date-format'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'
import { inUseGuardQueries } from '../in-use-guard.queries'

/**
 * The portfolio's note of domains whose buy-now the in-use guard paused (issue 24), each
 * linking to its page where the seller resumes or checks again. Nothing while loading, when
 * none is paused, or when the answer failed (the list below stands on its own).
 */
export function PausedBuyNowBanner() {
  const paused = useQuery(inUseGuardQueries.paused())
  if (!paused.data || paused.data.total === 0) return null
  const { items, total } = paused.data
  return (
    <Alert
      color="orange"
      variant="light"
      title={<FormattedMessage id="inUseGuard.banner.title" values={{ count: total }} />}
      data-testid="paused-buy-now-banner"
    >
      <Text size="sm" mb={4}>
        <FormattedMessage id="inUseGuard.banner.body" />
      </Text>
      <Stack gap={4} component="ul" m={0} pl="md">
        {items.map((item) => (
          <Text key={item.domainName} size="sm" component="li">
            <Anchor
              size="sm"
              underline="always"
              renderRoot={(props) => (
                <Link {...props} to="/domains/$domain" params={{ domain: item.domainName }} />
              )}
            >
              {item.domainName}
            </Anchor>{' '}
            <FormattedMessage
              id="inUseGuard.banner.detectedAt"
              values={{
                date: formatServerDate(item.detectedAt, 'default'),
                time: formatServerDate(item.detectedAt, 'time'),
              }}
            />
          </Text>
        ))}
      </Stack>
    </Alert>
  )
}
