import { Anchor, Group, List, Paper, SimpleGrid, Stack, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'
import type { MarketplaceImport } from '@namefolio/core/marketplace-imports/marketplace-imports.contract'
import { Fact } from '../../../components/ui/fact'
import { unmappedReportUrl } from '../marketplace-imports.queries'
import { codeMessage } from './code-message'
import { SectionHeading } from '../../../components/ui/section-heading'

/** The report of a migration (issue 24): counts, why rows were not mapped, the CSV of them. */
export function MigrationReport({ job }: { job: MarketplaceImport }) {
  const intl = useIntl()
  const counts = [
    ['marketplaceImports.report.read', job.rowsRead],
    ['marketplaceImports.report.added', job.rowsAdded],
    ['marketplaceImports.report.inPortfolio', job.rowsInPortfolio],
    ['marketplaceImports.report.unverified', job.rowsUnverified],
    ['marketplaceImports.report.unmapped', job.rowsUnmapped],
  ] as const
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <SectionHeading title="marketplaceImports.report.title" />
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          {counts.map(([label, value]) => (
            <Fact key={label} label={label}>
              <FormattedNumber value={value} />
            </Fact>
          ))}
        </SimpleGrid>
        {job.unmappedByReason.length > 0 && (
          <Stack gap={4}>
            <Title order={3} size="h5">
              <FormattedMessage id="marketplaceImports.report.reasons" />
            </Title>
            <List size="sm" spacing={2}>
              {job.unmappedByReason.map((r) => (
                <List.Item key={r.code}>
                  {codeMessage(intl, r.code)}: <FormattedNumber value={r.count} />
                </List.Item>
              ))}
            </List>
            <Anchor href={unmappedReportUrl(job.importId)} download underline="always" size="sm">
              <FormattedMessage id="marketplaceImports.report.download" />
            </Anchor>
          </Stack>
        )}
        <Group gap="md">
          <Anchor component={Link} to="/portfolio" underline="always" size="sm">
            <FormattedMessage id="marketplaceImports.report.toPortfolio" />
          </Anchor>
          {job.rowsUnverified > 0 && (
            <Anchor component={Link} to="/domains/review" underline="always" size="sm">
              <FormattedMessage id="marketplaceImports.report.toVerify" />
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  )
}
