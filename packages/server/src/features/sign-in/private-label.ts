import type { PrivateLabel } from '../../config/env.ts'

/** A private label's branding on the sign-in pages (spec §2 private label). */
export type Brand = Pick<PrivateLabel, 'id' | 'name' | 'logoUrl' | 'primaryColor' | 'accentColor'>

export type PrivateLabels = {
  /** The private-label id for a hostname (the partner's own host), or null. */
  findIdForHost: (host: string | undefined) => string | null
  findBrand: (plid: string | undefined | null) => Brand | null
}

export function createPrivateLabels(labels: readonly PrivateLabel[]): PrivateLabels {
  const byHost = new Map<string, PrivateLabel>()
  const byId = new Map<string, PrivateLabel>()
  for (const label of labels) {
    byId.set(label.id, label)
    for (const host of label.hosts) byHost.set(host.toLowerCase(), label)
  }
  return {
    findIdForHost(host) {
      if (!host) return null
      const hostname = host.toLowerCase().replace(/:\d+$/, '')
      return byHost.get(hostname)?.id ?? null
    },
    findBrand(plid) {
      return plid ? (byId.get(plid) ?? null) : null
    },
  }
}

/** The brand's colours as CSS variables over the base styles; values are validated hex. */
export function brandStyles(brand: Brand | null): string {
  if (!brand) return ''
  const accent = brand.accentColor ? `--accent:${brand.accentColor};` : ''
  return `:root{--brand:${brand.primaryColor};${accent}}@media (prefers-color-scheme:dark){:root{--brand:${brand.primaryColor}}}`
}
