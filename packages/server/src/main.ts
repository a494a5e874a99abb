import { runClusterPrimary } from './cluster/cluster-primary.ts'
import { isOurClusterWorker, runClusterWorker } from './cluster/cluster-worker.ts'
import { prepareDatabase, printBanner, readEnvOrRefuse, serveApp } from './server-start.ts'

const env = readEnvOrRefuse()
if (isOurClusterWorker()) {
  await runClusterWorker(env)
} else if (env.webConcurrency > 1) {
  // A cluster of workers on this machine (decision 1297).
  await runClusterPrimary(env)
} else {
  const { database, seeded } = await prepareDatabase(env)
  await serveApp(env, database)
  printBanner(env, seeded)
}
