import {
  ActionIcon,
  AppShell,
  Burger,
  Group,
  NavLink,
  Skeleton,
  Stack,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useEffect } from 'react'
import { Link, Outlet, useRouterState } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import { AuthGate } from '../../features/session/components/auth-gate'
import { NotificationBell } from '../../features/notifications/components/notification-bell'
import { WhatsNewButton } from '../../features/release-notes/components/whats-new'
import { UserMenu } from '../../features/session/components/user-menu'
import { useActiveRole } from '../../features/session/active-role'
import { RoleRequired } from '../../features/session/components/role-required'
import { isSectionActive, rolesForPath, sectionsFor } from '../navigation'
import { Brand } from '../../components/ui/brand'
import { SkipLinks } from '../../components/ui/skip-links'
import { NAV_COLLAPSE_MS } from '../theme'

/** Header height and navigation width; the navigation collapses in 300 ms (spec §9). */
const HEADER_HEIGHT = 56
const NAVBAR_WIDTH = 232
export const MAIN_CONTENT_ID = 'main-content'

function ColorSchemeToggle() {
  const intl = useIntl()
  const { setColorScheme } = useMantineColorScheme()
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true })
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={intl.formatMessage({ id: 'app.colorScheme.toggle' })}
      onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.4 5.4 0 0 1-4.4 2.26 5.4 5.4 0 0 1-3.14-9.8A9 9 0 0 0 12 3z"
        />
      </svg>
    </ActionIcon>
  )
}

/**
 * The page, or a friendly "this page is for sellers" when none of the person's roles can use
 * it. A person holding the page's role sees it, and the portal switches to that role, so the
 * navigation matches the page (decision 950).
 */
function RoleGate({ pathname }: { pathname: string }) {
  const { roles, role, choose, home, isPending } = useActiveRole()
  const needed = rolesForPath(pathname)
  const holds = needed === null || needed.some((r) => roles.includes(r))
  const switchTo =
    needed !== null && role !== null && !needed.includes(role)
      ? needed.find((r) => roles.includes(r))
      : undefined
  useEffect(() => {
    if (switchTo) choose(switchTo)
  }, [switchTo, choose])
  if (isPending) return <PageSkeleton />
  // Without the account data the roles are unknown: the page shows its own state.
  if (role === null) return <Outlet />
  if (!holds) return <RoleRequired roles={needed} home={home} />
  return <Outlet />
}

type ShellProps = { isChecking?: boolean }

function PortalShell({ isChecking = false }: ShellProps) {
  const intl = useIntl()
  const [isMobileOpen, mobile] = useDisclosure(false)
  const [isDesktopOpen, desktop] = useDisclosure(true)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const { role } = useActiveRole()

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: NAVBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !isMobileOpen, desktop: !isDesktopOpen },
      }}
      padding="md"
      transitionDuration={NAV_COLLAPSE_MS}
    >
      <SkipLinks mainId={MAIN_CONTENT_ID} />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isMobileOpen}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={intl.formatMessage({ id: 'app.toggleNavigation' })}
              aria-expanded={isMobileOpen}
            />
            <Burger
              opened={isDesktopOpen}
              onClick={desktop.toggle}
              visibleFrom="sm"
              size="sm"
              aria-label={intl.formatMessage({ id: 'app.toggleNavigation' })}
              aria-expanded={isDesktopOpen}
            />
            <Brand />
          </Group>
          {/* A narrow gap: five controls and the brand share a 360 px header on one line. */}
          <Group gap={4} wrap="nowrap">
            <ColorSchemeToggle />
            {!isChecking && <WhatsNewButton />}
            {!isChecking && <NotificationBell />}
            {isChecking ? <Skeleton circle height={32} /> : <UserMenu />}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={intl.formatMessage({ id: 'nav.label' })}>
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {sectionsFor(isChecking ? null : role).map((section) => {
            const isActive = isSectionActive(section, pathname)
            return (
              <li key={section.key}>
                <NavLink
                  component={Link}
                  to={section.to}
                  // The section decides what is current (isSectionActive); the router's own
                  // prefix match would also mark Sales on /sales/leads.
                  activeOptions={{ exact: true }}
                  label={<FormattedMessage id={section.labelId} />}
                  active={isActive}
                  aria-current={isActive ? 'page' : undefined}
                  onClick={mobile.close}
                  variant="light"
                  fw={500}
                />
              </li>
            )
          })}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {isChecking ? <PageSkeleton /> : <RoleGate pathname={pathname} />}
      </AppShell.Main>
    </AppShell>
  )
}

/** The page while the gate checks the session (spec §2 "placeholder"). */
export function PageSkeleton() {
  const intl = useIntl()
  return (
    // A div may not carry a name (axe aria-prohibited-attr): the placeholder is a status.
    <Stack
      gap="sm"
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'app.loading' })}
    >
      <Skeleton height={28} width={200} />
      <Skeleton height={16} width={320} maw="100%" />
      <Skeleton height={320} mt="sm" />
    </Stack>
  )
}

/** Every portal page: the gate, then the shell around the page. */
export function PortalLayout() {
  return (
    <AuthGate placeholder={<PortalShell isChecking />}>
      <PortalShell />
    </AuthGate>
  )
}
