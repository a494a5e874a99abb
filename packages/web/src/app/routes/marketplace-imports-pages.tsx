import { Stack } from '@mantine/core'
import { PageTitle } from '../../components/ui/page-header'
import { MarketplaceImportPanel } from '../../features/marketplace-imports/components/marketplace-import-panel'

/** /domains/compare: where our listings differ from another marketplace's export. */
export function ComparePage() {
  return (
    <Stack gap="md" maw={1100}>
      <PageTitle
        title="marketplaceImports.compare.title"
        subtitle="marketplaceImports.compare.subtitle"
      />
      <MarketplaceImportPanel purpose="drift" />
    </Stack>
  )
}

/** /domains/add/marketplace: a portfolio moved here from another marketplace's export. */
export function MovePortfolioPage() {
  return (
    <Stack gap="md" maw={1100}>
      <PageTitle
        title="marketplaceImports.move.title"
        subtitle="marketplaceImports.move.subtitle"
      />
      <MarketplaceImportPanel purpose="migrate" />
    </Stack>
  )
}
