import { Stack } from '@mantine/core'
import type { ImportPurpose } from '@namefolio/core/marketplace-imports/marketplace-imports.contract'
import type { MessageKey } from '../../i18n/en-us-messages'
import { PageTitle } from '../../components/ui/page-header'
import { MarketplaceImportPanel } from '../../features/marketplace-imports/components/marketplace-import-panel'

const TITLE: Record<ImportPurpose, { title: MessageKey; subtitle: MessageKey }> = {
  drift: {
    title: 'marketplaceImports.compare.title',
    subtitle: 'marketplaceImports.compare.subtitle',
  },
  migrate: { title: 'marketplaceImports.move.title', subtitle: 'marketplaceImports.move.subtitle' },
}

/** A page that reads another marketplace's export for one purpose. */
function MarketplaceImportPage({ purpose }: { purpose: ImportPurpose }) {
  return (
    <Stack gap="md" maw={1100}>
      <PageTitle {...TITLE[purpose]} />
      <MarketplaceImportPanel purpose={purpose} />
    </Stack>
  )
}

/** /domains/compare: where our listings differ from another marketplace's export. */
export const ComparePage = () => <MarketplaceImportPage purpose="drift" />

/** /domains/add/marketplace: a portfolio moved here from another marketplace's export. */
export const MovePortfolioPage = () => <MarketplaceImportPage purpose="migrate" />
