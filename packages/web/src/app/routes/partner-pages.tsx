import { Stack } from '@mantine/core'
import { PageHeader } from '../../components/ui/page-header'
import { PartnersAdmin } from '../../features/partners/components/partners-admin'

/** /admin/partners: partner accounts, keys and usage (issue 24; admin role). */
export function AdminPartnersPage() {
  return (
    <Stack gap="md" maw={960}>
      <PageHeader title="partners.admin.title" subtitle="partners.admin.subtitle" />
      <PartnersAdmin />
    </Stack>
  )
}
