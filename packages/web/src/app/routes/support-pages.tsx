import { Anchor, Button, Select, Stack } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import {
  ADMIN_SUPPORT_FILTERS,
  type AdminSupportFilter,
} from '@namefolio/core/support/support-case'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ConfirmDialog } from '../../components/ui/confirm-dialog'
import { growl } from '../../components/ui/growl'
import { PageHeader } from '../../components/ui/page-header'
import { SupportCaseForm } from '../../features/support/components/support-case-form'
import {
  SupportCaseListView,
  SupportEmptyState,
} from '../../features/support/components/support-case-list'
import { SupportCaseView } from '../../features/support/components/support-case-view'
import { ReopenNote, SupportReplyForm } from '../../features/support/components/support-reply-form'
import { supportCalls, supportKeys, supportQueries } from '../../features/support/support.queries'

const listRoute = getRouteApi('/portal/support')
const newRoute = getRouteApi('/portal/support/new')
const caseRoute = getRouteApi('/portal/support/$caseId')
const adminListRoute = getRouteApi('/portal/admin/support')
const adminCaseRoute = getRouteApi('/portal/admin/support/$caseId')

/** A case row as one link to the case's page: the customer's or support's. */
const caseLink =
  (to: '/support/$caseId' | '/admin/support/$caseId') =>
  (item: { caseId: string }, children: ReactNode) => (
    <Anchor
      underline="never"
      c="inherit"
      display="block"
      renderRoot={(props) => <Link {...props} to={to} params={{ caseId: item.caseId }} />}
    >
      {children}
    </Anchor>
  )

function NewCaseButton() {
  return (
    <Button component={Link} to="/support/new">
      <FormattedMessage id="support.new" />
    </Button>
  )
}

/** /support: the person's cases, with status and unread replies (issue 18). */
export function SupportListPage() {
  const { offset = 0 } = listRoute.useSearch()
  const navigate = listRoute.useNavigate()
  const query = useQuery(supportQueries.list(offset))
  return (
    <Stack gap="md" maw={900}>
      <PageHeader title="support.title" subtitle="support.subtitle">
        <NewCaseButton />
      </PageHeader>
      <SupportCaseListView
        query={query}
        offset={offset}
        onOffsetChange={(next) => void navigate({ search: next > 0 ? { offset: next } : {} })}
        errorMessage="support.list.error"
        empty={
          <SupportEmptyState
            title="support.list.empty"
            body="support.list.emptyBody"
            action={<NewCaseButton />}
          />
        }
        renderLink={caseLink('/support/$caseId')}
      />
    </Stack>
  )
}

/** /support/new: the "Contact support" form, pre-filled from the link that opened it. */
export function NewSupportCasePage() {
  const defaults = newRoute.useSearch()
  const navigate = useNavigate()
  return (
    <Stack gap="md" maw={720}>
      <PageHeader title="support.form.title" subtitle="support.form.subtitle" />
      <SupportCaseForm
        defaults={defaults}
        onOpened={(created) =>
          void navigate({ to: '/support/$caseId', params: { caseId: created.caseId } })
        }
        onCancel={() => window.history.back()}
      />
    </Stack>
  )
}

function BackLink({ to }: { to: '/support' | '/admin/support' }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      ← <FormattedMessage id={to === '/support' ? 'support.case.back' : 'adminSupport.back'} />
    </Anchor>
  )
}

/** /support/{caseId}: the thread and the reply box; opening it marks replies read. */
export function SupportCasePage() {
  const { caseId } = caseRoute.useParams()
  const queryClient = useQueryClient()
  const query = useQuery(supportQueries.detail(caseId))
  return (
    <Stack gap="md" maw={900}>
      <BackLink to="/support" />
      <SupportCaseView query={query} viewer="CUSTOMER">
        {(supportCase) => (
          <Stack gap={4}>
            <SupportReplyForm
              labels={{
                label: 'support.reply.label',
                send: 'support.reply.send',
                sent: 'support.reply.sent',
              }}
              send={(reply) => supportCalls.reply(caseId, reply)}
              onSent={(updated) => {
                queryClient.setQueryData(supportKeys.detail(caseId), updated)
                void queryClient.invalidateQueries({ queryKey: ['support', 'list'] })
              }}
            />
            {supportCase.status === 'CLOSED' && <ReopenNote />}
          </Stack>
        )}
      </SupportCaseView>
    </Stack>
  )
}

/** /admin/support: support's queue (admin role; the server checks it too). */
export function AdminSupportPage() {
  const intl = useIntl()
  const { status = 'ACTIVE', offset = 0 } = adminListRoute.useSearch()
  const navigate = adminListRoute.useNavigate()
  const query = useQuery(supportQueries.adminList(status, offset))
  return (
    <Stack gap="md" maw={1000}>
      <PageHeader title="adminSupport.title" subtitle="adminSupport.subtitle" />
      <Select
        label={intl.formatMessage({ id: 'adminSupport.filter' })}
        value={status}
        onChange={(next) =>
          void navigate({
            search: !next || next === 'ACTIVE' ? {} : { status: next as AdminSupportFilter },
          })
        }
        data={ADMIN_SUPPORT_FILTERS.map((value) => ({
          value,
          label: intl.formatMessage({ id: `adminSupport.filter.${value}` }),
        }))}
        allowDeselect={false}
        w={240}
        maw="100%"
      />
      <SupportCaseListView
        query={query}
        offset={offset}
        onOffsetChange={(next) =>
          void navigate({ search: (previous) => ({ ...previous, offset: next || undefined }) })
        }
        errorMessage="adminSupport.error"
        empty={<SupportEmptyState title="adminSupport.empty" />}
        showRequester
        renderLink={caseLink('/admin/support/$caseId')}
      />
    </Stack>
  )
}

function CloseCaseButton({ caseId }: { caseId: string }) {
  const queryClient = useQueryClient()
  const [isAsking, setAsking] = useState(false)
  const [isBusy, setBusy] = useState(false)
  const close = async () => {
    setBusy(true)
    try {
      const updated = await supportCalls.close(caseId)
      queryClient.setQueryData(supportKeys.adminDetail(caseId), updated)
      void queryClient.invalidateQueries({ queryKey: supportKeys.admin })
      growl({ kind: 'success', message: 'adminSupport.closed' })
      setAsking(false)
    } catch {
      growl({ kind: 'error', message: 'common.error.unknown' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button variant="default" onClick={() => setAsking(true)}>
        <FormattedMessage id="adminSupport.close" />
      </Button>
      {isAsking && (
        <ConfirmDialog
          title={<FormattedMessage id="adminSupport.close.title" />}
          confirmLabel={<FormattedMessage id="adminSupport.close" />}
          cancelLabel={<FormattedMessage id="support.form.cancel" />}
          onConfirm={() => void close()}
          onCancel={() => setAsking(false)}
          isBusy={isBusy}
        >
          <FormattedMessage id="adminSupport.close.body" />
        </ConfirmDialog>
      )}
    </>
  )
}

/** /admin/support/{caseId}: read, reply (the customer is e-mailed), close. */
export function AdminSupportCasePage() {
  const { caseId } = adminCaseRoute.useParams()
  const queryClient = useQueryClient()
  const query = useQuery(supportQueries.adminDetail(caseId))
  return (
    <Stack gap="md" maw={900}>
      <BackLink to="/admin/support" />
      <SupportCaseView
        query={query}
        viewer="SUPPORT"
        actions={(supportCase) =>
          supportCase.status !== 'CLOSED' && <CloseCaseButton caseId={caseId} />
        }
      >
        {(supportCase) =>
          supportCase.status !== 'CLOSED' && (
            <SupportReplyForm
              labels={{
                label: 'adminSupport.reply.label',
                hint: 'adminSupport.reply.hint',
                send: 'adminSupport.reply.send',
                sent: 'adminSupport.reply.sent',
              }}
              send={(reply) => supportCalls.answer(caseId, reply)}
              onSent={(updated) => {
                queryClient.setQueryData(supportKeys.adminDetail(caseId), updated)
                void queryClient.invalidateQueries({ queryKey: supportKeys.admin })
              }}
            />
          )
        }
      </SupportCaseView>
    </Stack>
  )
}
