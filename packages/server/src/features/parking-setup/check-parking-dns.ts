import { PARKING_SETUP_PROBLEMS } from '@namefolio/core/parking/parking-setup.contract'
import type { DnsClient } from '../../dns/dns-client.ts'

/** What the registrar must point a parked domain at (decision 540). */
export type ParkingTargets = {
  platformNameservers: readonly string[]
  aRecords: readonly string[]
}

/** One DNS check: an answer (live or the problem), or our resolver failed ("not checked"). */
export type ParkingDnsVerdict =
  | { kind: 'answered'; isLive: true; problem: null }
  | { kind: 'answered'; isLive: false; problem: string }
  | { kind: 'notChecked'; problem: string }

const sameSet = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a.map((s) => s.toLowerCase()))
  const right = new Set(b.map((s) => s.toLowerCase()))
  return left.size === right.size && [...left].every((s) => right.has(s))
}

/**
 * Whether a domain's DNS reaches our parked page (decision 540): live when its NS set equals
 * the platform nameservers, or when it has apex A records and all of them are ours. Either
 * answer suffices, so one lookup failing does not hide the other's "live"; but when neither
 * says live and a lookup failed, nothing is known, and the verdict is "not checked", never
 * "not live" (the seller is not told to fix what may be right).
 */
export async function checkParkingDns(
  dns: DnsClient,
  targets: ParkingTargets,
  name: string,
): Promise<ParkingDnsVerdict> {
  const [ns, a] = await Promise.all([dns.ns(name), dns.a(name)])
  if (ns.kind === 'answer' && sameSet(ns.records, targets.platformNameservers)) {
    return { kind: 'answered', isLive: true, problem: null }
  }
  if (a.kind === 'answer' && a.records.every((ip) => targets.aRecords.includes(ip))) {
    return { kind: 'answered', isLive: true, problem: null }
  }
  if (ns.kind === 'error' || a.kind === 'error') {
    return { kind: 'notChecked', problem: PARKING_SETUP_PROBLEMS.resolverFailed }
  }
  if (ns.kind === 'answer' || a.kind === 'answer') {
    return { kind: 'answered', isLive: false, problem: PARKING_SETUP_PROBLEMS.dnsElsewhere }
  }
  return { kind: 'answered', isLive: false, problem: PARKING_SETUP_PROBLEMS.noRecords }
}

/** Runs `work` over `items`, at most `limit` at a time, results in the items' order. */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
