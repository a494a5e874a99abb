import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './app/app.css'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders, createAppQueryClient } from './app/providers'
import { createAppRouter } from './app/router'

const queryClient = createAppQueryClient()
const router = createAppRouter(queryClient)
const container = document.getElementById('root')
if (container === null) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
