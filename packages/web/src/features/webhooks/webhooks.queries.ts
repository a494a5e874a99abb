import { queryOptions } from '@tanstack/react-query'
import type {
  WebhookEndpointCreate,
  WebhookEndpointUpdate,
} from '@namefolio/core/webhooks/webhooks.contract'
import { webhooksEndpoints } from '@namefolio/core/webhooks/webhooks.endpoints'
import { callEndpoint } from '../../lib/api-client'

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => ['webhooks', 'list'] as const,
  deliveries: (endpointId: string) => ['webhooks', 'deliveries', endpointId] as const,
}

/** While a delivery is pending the log is asked again this often, to show the next attempt. */
export const PENDING_REFRESH_MS = 3_000

export const webhookQueries = {
  list: () =>
    queryOptions({
      queryKey: webhookKeys.list(),
      queryFn: ({ signal }) => callEndpoint(webhooksEndpoints.list, {}, { signal }),
      staleTime: 0,
    }),
  deliveries: (endpointId: string) =>
    queryOptions({
      queryKey: webhookKeys.deliveries(endpointId),
      queryFn: ({ signal }) =>
        callEndpoint(webhooksEndpoints.deliveries, { params: { endpointId } }, { signal }),
      staleTime: 0,
      refetchInterval: (query) =>
        query.state.data?.items.some((d) => d.state === 'pending') ? PENDING_REFRESH_MS : false,
    }),
}

export const webhookCalls = {
  create: (body: WebhookEndpointCreate) => callEndpoint(webhooksEndpoints.create, { body }),
  update: (endpointId: string, body: WebhookEndpointUpdate) =>
    callEndpoint(webhooksEndpoints.update, { params: { endpointId }, body }),
  remove: (endpointId: string) =>
    callEndpoint(webhooksEndpoints.remove, { params: { endpointId } }),
  rotateSecret: (endpointId: string) =>
    callEndpoint(webhooksEndpoints.rotateSecret, { params: { endpointId } }),
  sendTest: (endpointId: string) =>
    callEndpoint(webhooksEndpoints.sendTest, { params: { endpointId } }),
  redeliver: (endpointId: string, deliveryId: string) =>
    callEndpoint(webhooksEndpoints.redeliver, { params: { endpointId, deliveryId } }),
}
