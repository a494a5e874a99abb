/**
 * How the journeys launch the system Chromium: no sandbox or GPU in a container, and none of
 * the background traffic (updates, sync, QUIC) that would make runs differ. `extraArgs` adds
 * to these (a spec that maps host names, for one).
 */
export function chromiumLaunchOptions(extraArgs: string[] = []) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  }
}
