import type { ResumeContent } from '@app/contract/schemas/resume';
import { apiRequest, apiUpload, nullData } from '../../../lib/api-client';

/* The résumé page's writes: each answers what the list needs next. */

const resume = () => import('@app/contract/schemas/resume').then((m) => m.ResumeSchema);
const list = () => import('@app/contract/schemas/resume').then((m) => m.ResumeListSchema);
const file = () => import('@app/contract/schemas/resume').then((m) => m.TalentFileSchema);
const exported = () =>
  import('zod').then(({ z }) => z.object({ name: z.string(), document: z.record(z.string(), z.unknown()) }));

const base = (userId: number) => `/api/v1/users/${userId}/resumes`;

/** POST …/resumes: a new version copied from the profile. */
export const createResume = (userId: number, body: { name: string; language: 'en' | 'ko' }) =>
  apiRequest(base(userId), { method: 'POST', body, schema: resume });

/** PUT …/resumes/{id}: the whole version (rename, change the language or edit the entries). */
export const updateResume = (
  userId: number,
  id: number,
  body: { name: string; language: 'en' | 'ko'; content: ResumeContent },
) => apiRequest(`${base(userId)}/${id}`, { method: 'PUT', body, schema: resume });

export const makeDefaultResume = (userId: number, id: number) =>
  apiRequest(`${base(userId)}/${id}/default`, { method: 'POST', schema: list });

export const deleteResume = (userId: number, id: number) =>
  apiRequest(`${base(userId)}/${id}`, { method: 'DELETE', schema: list });

export const exportResume = (userId: number, id: number) =>
  apiRequest(`${base(userId)}/${id}/json-resume`, { schema: exported });

/** POST …/resumes/import: a JSON Resume document as a new version. */
export const importResume = (userId: number, body: { name: string; language: 'en' | 'ko'; resume: unknown }) =>
  apiRequest(`${base(userId)}/import`, { method: 'POST', body, schema: resume });

/** The printed version's address (a download served as an attachment). */
export const resumePdfUrl = (userId: number, id: number) => `${base(userId)}/${id}.pdf`;

export function uploadTalentFile(userId: number, kind: 'CV' | 'PORTFOLIO', pdf: File) {
  const body = new FormData();
  body.append('file', pdf, pdf.name);
  return apiUpload(`/api/v1/users/${userId}/files?kind=${kind}`, { body, schema: file });
}

export const deleteTalentFile = (userId: number, id: number) =>
  apiRequest(`/api/v1/users/${userId}/files/${id}`, { method: 'DELETE', schema: nullData });

export const talentFileUrl = (userId: number, id: number) => `/api/v1/users/${userId}/files/${id}`;
