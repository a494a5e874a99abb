import { Box, Paper, Stack, Text } from '@mantine/core'
import type { CSSProperties, ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { AccountLander } from '@namefolio/core/account/account-defaults.contract'
import {
  landerActionsFor,
  landerLookFor,
  landerModeFor,
  landerSchemeFor,
} from '@namefolio/core/landers/lander-look'
import { formatUsd, microsToUsd } from '@namefolio/core/money/money'
import { LEASE_MIN_MONTHS } from '@namefolio/core/constants/price-rules'
import { maxLeasePeriodFor } from '@namefolio/core/pricing/lease-period'
import { quoteLease } from '@namefolio/core/pricing/lease-quote'

/** The name the preview shows: an example, never one of the seller's names. */
export const PREVIEW_DOMAIN = 'yourname.com'

const SCHEME: Record<'AUTO' | 'DARK' | 'LIGHT', { card: string; ink: string; muted: string }> = {
  AUTO: { card: '#ffffff', ink: '#101828', muted: '#475467' },
  LIGHT: { card: '#ffffff', ink: '#101828', muted: '#475467' },
  DARK: { card: '#101828', ink: '#f2f4f7', muted: '#d0d5dd' },
}

function FakeButton({ children, ghost }: { children: ReactNode; ghost?: boolean }) {
  return (
    <Box
      ta="center"
      fw={700}
      py={8}
      style={{
        borderRadius: 10,
        background: ghost ? 'transparent' : '#1747b5',
        color: ghost ? 'inherit' : '#ffffff',
        border: '1px solid #1747b5',
      }}
    >
      {children}
    </Box>
  )
}

/**
 * A live picture of a lander with the unsaved defaults (decision 1011): the same core rules as
 * the server's renderer decide the theme, the offer mode and the actions; the layout is the
 * lander's hero and sale panel, drawn small. It is a picture: nothing in it can be clicked.
 */
export function LanderPreview({ settings }: { settings: AccountLander }) {
  const intl = useIntl()
  const template = settings.landerTemplate
  const mode = landerModeFor(template, settings)
  const look = landerLookFor(template, settings)
  const scheme = SCHEME[landerSchemeFor(settings.fontColorOption)]
  const buyNowMicros =
    settings.buynowPrice && settings.buynowPrice > 0 ? settings.buynowPrice : null
  const buyNowUsd = buyNowMicros === null ? null : microsToUsd(buyNowMicros)
  const { actions, leaseAllowed } = landerActionsFor({
    template,
    mode,
    buyNowUsd,
    leasingEnabled: settings.leasingEnabled,
  })
  const months = leaseAllowed
    ? Math.max(LEASE_MIN_MONTHS, Math.min(settings.maxLeasePeriod, maxLeasePeriodFor(buyNowUsd)))
    : 0
  const quote =
    actions.has('lease') && buyNowMicros !== null ? quoteLease(buyNowMicros, months) : null
  const isParking = template === 'CASH_PARKING'
  const hero: CSSProperties = { background: look.background, color: look.ink }
  return (
    <Paper
      withBorder
      radius="md"
      p={0}
      component="figure"
      m={0}
      style={{ overflow: 'hidden', background: '#eef2f6' }}
      data-testid="lander-preview"
      data-mode={mode}
      data-theme={look.option}
    >
      <Box px="md" pt="md" pb={56} style={hero}>
        <Text size="xs" fw={700} tt="uppercase" style={{ letterSpacing: '.08em', opacity: 0.9 }}>
          <FormattedMessage
            id={isParking ? 'accountDefaults.preview.parked' : 'accountDefaults.preview.forSale'}
          />
        </Text>
        <Text fz={28} fw={800} lh={1.1} mt={6} style={{ wordBreak: 'break-word' }}>
          {PREVIEW_DOMAIN}
        </Text>
        <Text size="sm" mt={4} style={{ opacity: 0.92 }}>
          <FormattedMessage
            id={
              actions.has('buyNow')
                ? 'accountDefaults.preview.headlineBuy'
                : 'accountDefaults.preview.headlineOffer'
            }
          />
        </Text>
      </Box>
      <Box px="md" pb="md" mt={-40}>
        <Stack
          gap="sm"
          p="md"
          style={{
            background: scheme.card,
            color: scheme.ink,
            borderRadius: 14,
            boxShadow: '0 8px 24px rgb(16 24 40 / 12%)',
          }}
        >
          {actions.has('buyNow') && (
            <div>
              <Text size="xs" fw={700} tt="uppercase" c={scheme.muted}>
                <FormattedMessage id="accountDefaults.preview.buyNow" />
              </Text>
              <Text fz={26} fw={800} data-testid="preview-price">
                {formatUsd(buyNowMicros)}
              </Text>
              <FakeButton>
                <FormattedMessage id="accountDefaults.preview.buyNow" />
              </FakeButton>
            </div>
          )}
          {quote && (
            <Text size="sm" data-testid="preview-lease">
              <FormattedMessage
                id="accountDefaults.preview.lease"
                values={{ monthly: formatUsd(quote.installmentMicros, 2), months }}
              />
            </Text>
          )}
          {actions.has('offer') && (
            <FakeButton ghost={actions.size > 1}>
              <FormattedMessage id="accountDefaults.preview.offer" />
            </FakeButton>
          )}
        </Stack>
      </Box>
      {/* The preview is a lander, light in either colour scheme: its caption keeps dark ink. */}
      <Text component="figcaption" size="xs" px="md" pb="sm" style={{ color: '#1f2933' }}>
        {intl.formatMessage(
          { id: 'accountDefaults.preview.caption' },
          {
            template: intl.formatMessage({ id: `lander.template.${template}` }),
            theme: intl.formatMessage({ id: `lander.theme.${look.option}` }),
          },
        )}
      </Text>
    </Paper>
  )
}
