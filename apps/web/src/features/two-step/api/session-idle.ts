import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/two-step').then((m) => m.SessionIdleSchema);

/** GET /api/v1/auth/session: the idle deadline now (another tab may have moved it); not counted as activity. */
export const readSessionIdle = () => apiRequest('/api/v1/auth/session', { schema });

/** POST /api/v1/auth/session/activity: "stay signed in". */
export const staySignedIn = () => apiRequest('/api/v1/auth/session/activity', { method: 'POST', schema });
