import type { ApplicationStatus } from '@app/contract/rules/application-state';
import { FUNNEL_STAGES, type FunnelStage } from '@app/contract/rules/recruiting-analytics';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applicationStageTimes } from '../../db/schema/applications';
import type { ApplicationRow } from './applications.queries';

/*
 * What recruiting analytics reads instead of replaying histories (decision 041): the application's stints in each
 * stage and the furthest funnel stage it reached. Only transitionApplication calls these, inside the move's
 * transaction, so they change exactly when the state does.
 */

const rank = (stage: string) => FUNNEL_STAGES.indexOf(stage as FunnelStage);

/** The furthest stage after moving to `to`, or undefined when it does not change. */
export function furthestAfter(current: FunnelStage, to: ApplicationStatus): FunnelStage | undefined {
  return rank(to) > rank(current) ? (to as FunnelStage) : undefined;
}

/**
 * Ends the stint the application was in and opens one in its new stage. A withdrawal or a new application after one
 * changes the whole application's place in a period's report (its applied date, whether it counts), so its earlier
 * stints follow.
 */
export async function recordStageChange(
  tx: DbOrTx,
  application: ApplicationRow,
  organizationId: number,
  from: ApplicationStatus | null,
  now: Date,
) {
  const withdrawn = application.status === 'WITHDRAWN';
  if (from !== null) {
    await tx
      .update(applicationStageTimes)
      .set({ leftAt: now })
      .where(and(eq(applicationStageTimes.applicationId, application.id), isNull(applicationStageTimes.leftAt)));
  }
  if (withdrawn || from === 'WITHDRAWN') {
    await tx
      .update(applicationStageTimes)
      .set({ appliedAt: application.appliedAt, withdrawn })
      .where(eq(applicationStageTimes.applicationId, application.id));
  }
  await tx.insert(applicationStageTimes).values({
    applicationId: application.id,
    organizationId,
    postingId: application.postingId,
    stage: application.status,
    enteredAt: now,
    appliedAt: application.appliedAt,
    withdrawn,
  });
}
