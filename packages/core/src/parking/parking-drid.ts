/**
 * The parking identifier of a domain, "drid" (decision 532): shown with `show_drid` (spec §2)
 * so a seller can quote it to support or match it in an ad network's report. It is derived
 * from the domain's id alone, so it never changes while the domain exists and carries none of
 * the seller's data: 'NF' and the RFC 4648 base32 of the id's first 10 bytes (16 characters).
 */

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
const DRID_BYTES = 10

export function dridOf(domainId: string): string {
  const hex = domainId.replaceAll('-', '').slice(0, DRID_BYTES * 2)
  let bits = ''
  for (let i = 0; i < hex.length; i += 2) {
    bits += Number.parseInt(hex.slice(i, i + 2), 16)
      .toString(2)
      .padStart(8, '0')
  }
  let encoded = ''
  for (let i = 0; i < bits.length; i += 5) {
    encoded += BASE32_ALPHABET[Number.parseInt(bits.slice(i, i + 5), 2)]
  }
  return `NF${encoded}`
}
