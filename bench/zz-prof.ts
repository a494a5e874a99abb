import pg from 'pg'
import { openDatabase } from '../packages/server/src/db/client.ts'
import { insertBenchSeller, seedListedDomains } from './bench-seed.ts'
import { readExportBatch } from '../packages/server/src/features/portfolio/export/portfolio-export.repository.ts'
import { exportPortfolio } from '../packages/server/src/features/portfolio/export/export-portfolio.ts'
import { listCondition } from '../packages/server/src/features/portfolio/portfolio-conditions.queries.ts'
import { PortfolioExportQuerySchema } from '../packages/core/src/portfolio/portfolio-export.contract.ts'
const admin = 'postgres://postgres@127.0.0.1:5432/postgres'
const name = 'nf_export_prof3'
const c = new pg.Client({ connectionString: admin }); await c.connect()
await c.query(`drop database if exists ${name} with (force)`); await c.query(`create database ${name}`); await c.end()
const database = await openDatabase({ kind: 'postgresql', url: `postgres://postgres@127.0.0.1:5432/${name}` })
const db = database.db
const seller = await insertBenchSeller(db, { suffix: 'p1', roles: ['seller'] })
await seedListedDomains(db, { id: seller.id, suffix: 'p1' }, 40000)
const query = PortfolioExportQuerySchema.parse({ view: 'selling' })
const where = listCondition(seller.id, query)
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }
for (let round = 0; round < 2; round++) {
  let c0 = cpu(); let after = null; let n = 0
  for (;;) { const b = await readExportBatch(db, where, query.sort, query.order, after, 2000); n += b.rows.length; if (b.rows.length < 2000) break; after = b.last }
  const readCpu = cpu() - c0
  c0 = cpu(); let bytes = 0
  for await (const chunk of exportPortfolio({ db, checkoutLinkUrl: (x) => x }, seller.id, query)) bytes += chunk.length
  const allCpu = cpu() - c0
  console.log({ n, readCpuMs: Math.round(readCpu), wholeExportCpuMs: Math.round(allCpu), bytes })
}
await database.close()
const c2 = new pg.Client({ connectionString: admin }); await c2.connect(); await c2.query(`drop database ${name} with (force)`); await c2.end()
