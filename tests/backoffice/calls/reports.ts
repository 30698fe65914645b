/** The operator's reports: one read, as JSON (the CSV checks the same operation). */
import type { AreaCalls } from '../../helpers/backoffice-calls';

export default {
  area: 'reports',
  async calls() {
    return [{ operation: 'reports.read', method: 'GET', path: '/api/backoffice/reports?From=2026-03-01&To=2026-03-31' }];
  },
} satisfies AreaCalls;
