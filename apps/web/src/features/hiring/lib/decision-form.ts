import type { DecisionRequestSchema } from '@app/contract/schemas/hiring';
import type { z } from 'zod';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

/** The message and mail flag every decision (and a bulk rejection) sends. */
export type DecisionValues = { content: string; emailNotiFlag: boolean };
export type DecisionRequest = z.output<typeof DecisionRequestSchema>;

export const DECISION_DEFAULTS: DecisionValues = { content: '', emailNotiFlag: true };
export const DECISION_FIELDS = ['content', 'emailNotiFlag'];

export const decisionResolver = lazyZodResolver<DecisionValues, DecisionRequest>(() =>
  import('@app/contract/schemas/hiring').then((m) => m.DecisionRequestSchema as never),
);
