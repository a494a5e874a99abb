import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The Fastify server answers these in development; Vite serves the portal. */
const SERVER = 'http://localhost:3000'
const PROXIED = ['/api', '/login', '/logout', '/signup']

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Libraries change less often than the app: separate chunks stay cached across releases.
    // Only libraries every page loads whole get a group (decision 1261): a group takes all of
    // its modules, so a Mantine or TanStack group put every component in every first load.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'intl', test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      PROXIED.map((path) => [path, { target: SERVER, changeOrigin: false }]),
    ),
  },
})
