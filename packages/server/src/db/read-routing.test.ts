import { describe, expect, it } from 'vitest'
import { AppError } from '../http/app-error.ts'
import type { Database, Db } from './client.ts'
import { createListingChanges } from './listing-changes.ts'
import { createReadRouting } from './read-routing.ts'
import { parseWalPosition } from './wal-position.ts'

/**
 * A primary and a replica that answer only their WAL positions: enough to see which one a read
 * is routed to. The real replica's behaviour is read-replica.test.ts's.
 */
function fakeDatabases() {
  const positions = { primary: '0/5000', replica: '0/5000' }
  let replicaDown = false
  const positionQuery = (which: 'primary' | 'replica') => async () => {
    if (which === 'replica' && replicaDown) {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), {
        code: 'ECONNREFUSED',
      })
    }
    return { rows: [{ lsn: positions[which] }] }
  }
  const primary = { name: 'primary', execute: positionQuery('primary') } as unknown as Db
  const replica = { name: 'replica', execute: positionQuery('replica') } as unknown as Db
  const database: Database = {
    db: primary,
    replica,
    kind: 'postgresql',
    pglite: null,
    pool: null,
    replicaPool: null,
    close: async () => undefined,
  }
  const warnings: string[] = []
  const log = { warn: (_: unknown, message: string) => warnings.push(message), info: () => {} }
  const listingChanges = createListingChanges()
  const routing = createReadRouting({ database, listingChanges, log: log as never })
  const whichAnswers = (needs: Parameters<typeof routing.read>[0] = {}) =>
    routing.read(needs, async (db) => {
      if (db === replica && replicaDown) {
        throw Object.assign(new Error('Connection terminated unexpectedly'), {})
      }
      return (db as unknown as { name: string }).name
    })
  return {
    routing,
    positions,
    warnings,
    listingChanges,
    whichAnswers,
    setReplicaDown: (down: boolean) => (replicaDown = down),
  }
}

describe('WAL positions (decision 1301)', () => {
  it('reads pg_lsn text as a number that orders like PostgreSQL, and nothing else', () => {
    expect(parseWalPosition('0/16B3748')).toBe(0x16b3748n)
    expect(parseWalPosition('1/0')! > parseWalPosition('0/FFFFFFFF')!).toBe(true)
    for (const bad of ['', '1/', '/1', '1/2/3', 'G/1', '123456789/0', '1/0; drop table'])
      expect(parseWalPosition(bad)).toBeNull()
  })
})

describe('read routing over a replica (issue 23, decisions 1301–1303)', () => {
  it('sends a read with nothing to wait for to the replica', async () => {
    const { whichAnswers } = fakeDatabases()
    expect(await whichAnswers()).toBe('replica')
  })

  it('keeps a writer on the primary until the replica has replayed their write', async () => {
    const { whichAnswers, positions } = fakeDatabases()
    positions.primary = '0/6000'
    expect(await whichAnswers({ afterPosition: parseWalPosition('0/6000') })).toBe('primary')
    positions.replica = '0/6000'
    await expect
      .poll(() => whichAnswers({ afterPosition: parseWalPosition('0/6000') }))
      .toBe('replica')
  })

  it('reads a changed listing on the primary until the replica passes the change', async () => {
    const { whichAnswers, positions, listingChanges } = fakeDatabases()
    positions.primary = '0/7000'
    listingChanges.changed(['Sold.com'])
    expect(await whichAnswers({ names: ['sold.com'] })).toBe('primary')
    expect(await whichAnswers({ names: ['other.com'] })).toBe('replica')
    positions.replica = '0/7000'
    await expect.poll(() => whichAnswers({ names: ['sold.com'] })).toBe('replica')
  })

  it('reads every listing on the primary after a change of unknown listings', async () => {
    const { whichAnswers, positions, listingChanges } = fakeDatabases()
    positions.primary = '0/8000'
    listingChanges.changed(null)
    expect(await whichAnswers({ names: ['any.com'] })).toBe('primary')
    positions.replica = '0/8000'
    await expect.poll(() => whichAnswers({ names: ['any.com'] })).toBe('replica')
  })

  it('reads as it is now on the primary', async () => {
    const { whichAnswers } = fakeDatabases()
    expect(await whichAnswers({ fresh: true, names: ['a.com'] })).toBe('primary')
  })

  it('answers from the primary while the replica fails, warning once per outage', async () => {
    const { whichAnswers, warnings, setReplicaDown } = fakeDatabases()
    setReplicaDown(true)
    expect(await whichAnswers()).toBe('primary')
    expect(await whichAnswers()).toBe('primary')
    expect(await whichAnswers({ afterPosition: parseWalPosition('0/9000') })).toBe('primary')
    expect(warnings).toHaveLength(1)
  })

  it('answers a read cancelled by a conflict with recovery from the primary, without a warning', async () => {
    const { routing, warnings } = fakeDatabases()
    const asked: string[] = []
    const answer = await routing.read({}, async (db) => {
      const name = (db as unknown as { name: string }).name
      asked.push(name)
      if (name === 'replica') {
        const conflict = Object.assign(
          new Error('canceling statement due to conflict with recovery'),
          {
            code: '40001',
          },
        )
        throw new Error('Failed query: select …', { cause: conflict })
      }
      return name
    })
    expect(answer).toBe('primary')
    expect(asked).toEqual(['replica', 'primary'])
    expect(warnings).toEqual([])
  })

  it('throws the query’s own errors instead of asking the primary again', async () => {
    const { routing } = fakeDatabases()
    const asked: string[] = []
    const failing = routing.read({}, async (db) => {
      asked.push((db as unknown as { name: string }).name)
      throw new AppError('NOT_FOUND', 'No such domain.')
    })
    await expect(failing).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect(asked).toEqual(['replica'])
  })
})

describe('without a replica (decision 1300)', () => {
  it('runs every read on the one database', async () => {
    const primary = { name: 'primary' } as unknown as Db
    const routing = createReadRouting({
      database: {
        db: primary,
        replica: null,
        kind: 'pglite',
        pglite: null,
        pool: null,
        replicaPool: null,
        close: async () => {},
      },
      listingChanges: createListingChanges(),
      log: { warn: () => {}, info: () => {} } as never,
    })
    expect(routing.hasReplica).toBe(false)
    const db = await routing.read({ afterPosition: 1n << 40n, names: ['a.com'] }, async (d) => d)
    expect(db).toBe(primary)
  })
})
