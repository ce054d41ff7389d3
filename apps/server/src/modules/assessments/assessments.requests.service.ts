import type { AssessmentLevel, AssessmentTrack } from '@app/contract/schemas/assessment-track';
import type { Locale } from '@app/contract/schemas/common';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { catalogueEntryOf } from './assessments.catalogue';
import { findRequestPage, insertAssessmentRequest } from './assessments.queries';
import { finishDueAttemptOf } from './assessments.service';

/* Additional assessment requests: a company asks a talent (hiring), the talent lists them. */

/**
 * A company asks a talent to take an assessment (the hiring flow's "propose additional assessment"). Call it in the
 * caller's transaction; the caller checks that the organization may ask this talent (e.g. owns the application).
 */
export async function createAssessmentRequest(
  db: DbOrTx,
  input: {
    organizationId: number;
    talentUserId: number;
    track: AssessmentTrack;
    level: AssessmentLevel;
    message: string;
    jobApplicationId?: number | null;
  },
) {
  return insertAssessmentRequest(db, {
    organizationId: input.organizationId,
    talentUserId: input.talentUserId,
    track: input.track,
    level: input.level,
    message: input.message,
    jobApplicationId: input.jobApplicationId ?? null,
  });
}

export async function listAssessmentRequests(
  deps: Deps,
  auth: AuthContext,
  locale: Locale,
  userId: number,
  query: { page: number; size: number; status?: 'OPEN' | 'COMPLETED' },
) {
  if (auth.userId !== userId) throw notFound();
  await finishDueAttemptOf(deps.db, userId);
  const { rows, total } = await findRequestPage(deps.db, userId, query);
  return {
    data: rows.map(({ request, companyName }) => {
      const entry = catalogueEntryOf(request.track, request.level);
      return {
        id: request.id,
        organizationId: request.organizationId,
        companyName,
        track: request.track,
        level: request.level,
        assessmentId: entry.id,
        assessmentName: entry.name[locale],
        message: request.message,
        status: request.status,
        jobApplicationId: request.jobApplicationId,
        createdAt: request.createdAt.toISOString(),
        completedAt: request.completedAt?.toISOString() ?? null,
        completedAttemptId: request.completedAttemptId,
      };
    }),
    pageNumber: query.page,
    last: query.page * query.size >= total,
    totalElementCount: total,
  };
}
