import { endpoint } from '../http/endpoint.ts'
import type { switchboardSchemas as S } from './switchboard.schemas.ts'

/** The admin switchboard editor (issue 19): flags, their cohort rows, and cohorts. */
export const switchboardEndpoints = {
  switchboard: endpoint<typeof S.switchboard>()('GET', '/api/v1/admin/switchboard'),
  setFlag: endpoint<typeof S.setFlag>()('PUT', '/api/v1/admin/switchboard/flags/:key'),
  createCohort: endpoint<typeof S.createCohort>()('POST', '/api/v1/admin/switchboard/cohorts', {
    status: 201,
  }),
  updateCohort: endpoint<typeof S.updateCohort>()(
    'PATCH',
    '/api/v1/admin/switchboard/cohorts/:cohortId',
  ),
}
