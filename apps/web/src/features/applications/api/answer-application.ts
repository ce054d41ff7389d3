import { apiRequest } from '../../../lib/api-client';

const schema = () => import('@app/contract/schemas/hiring').then((m) => m.ApplicationDetailSchema);
const base = (userId: number, appId: number) => `/api/v1/users/${userId}/applications/${appId}`;

/** POST …/offer/accept | …/offer/decline: answers the pending offer, with an optional message to the company. */
export function answerOffer(userId: number, appId: number, accept: boolean, message: string) {
  return apiRequest(`${base(userId, appId)}/offer/${accept ? 'accept' : 'decline'}`, {
    method: 'POST',
    body: message.trim() ? { message: message.trim() } : {},
    schema,
  });
}

/** POST …/interview/choose: picks one slot of the open interview proposal. */
export function chooseInterviewSlot(userId: number, appId: number, slotId: number) {
  return apiRequest(`${base(userId, appId)}/interview/choose`, { method: 'POST', body: { slotId }, schema });
}

/** POST …/interview/decline-all: none of the proposed slots fits (optional message to the company). */
export function declineInterview(userId: number, appId: number, message: string) {
  return apiRequest(`${base(userId, appId)}/interview/decline-all`, {
    method: 'POST',
    body: message.trim() ? { message: message.trim() } : {},
    schema,
  });
}
