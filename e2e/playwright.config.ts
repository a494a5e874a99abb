import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.E2E_PORT ?? 3210)
const baseURL = `http://localhost:${port}`
// Each run starts on a fresh embedded database with the demo data, like a first `npm start`.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'namefolio-e2e-'))

export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: `"${process.execPath}" packages/server/src/main.ts`,
    cwd: root,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A ceiling on waiting for /api/health, not a wait: a busy machine took 60–85 s to start.
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      // Every journey signs its people in from this one address: the per-address limit of a
      // real start (20 a minute) would refuse the suite, not a person. Server tests keep it.
      SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      // A house-ad click worth $2.00 makes the seller's 70 % share an exact $1.40 (parking).
      PARKING_HOUSE_AD_CPC_USD: '2',
      // Webhooks (issue 24): the journey's receiver listens on 127.0.0.1 over plain http.
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
    },
  },
})
