import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { questionDefinitionProblems } from '@app/contract/rules/assessment-question';
import { QuestionUpdateRequestSchema } from '@app/contract/schemas/assessment';
import {
  type AssessmentLevel,
  type AssessmentTrack,
  AssessmentTrackSchema,
} from '@app/contract/schemas/assessment-track';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { findQuestionKeyHeads, findUsedQuestionIds, insertQuestion, updateQuestion } from './assessments.queries';

/**
 * The question bank lives in `bank/<track>-<level>.json` (e.g. `frontend-1.json`): one file per track and level,
 * each question with a stable `key`, in the same shape the admin console edits (plus `key` and an optional
 * `retired: true`). `syncQuestionBank` loads the files into `assessment_questions`; it is safe to run on every start.
 */
export const BANK_DIR = path.join(import.meta.dirname, 'bank');

const BankQuestionSchema = QuestionUpdateRequestSchema.extend({
  key: z.string().regex(/^[a-z0-9][a-z0-9-]{2,63}$/),
  retired: z.boolean().optional(),
});
const BankFileSchema = z.strictObject({
  track: AssessmentTrackSchema,
  level: z.number().int().min(1).max(3),
  questions: z.array(BankQuestionSchema),
});

export type BankQuestion = z.infer<typeof BankQuestionSchema> & {
  track: AssessmentTrack;
  level: AssessmentLevel;
  hash: string;
};

/** Reads and checks every bank file; throws with the file and question at fault, so a bad bank never loads. */
export function loadBank(dir = BANK_DIR): BankQuestion[] {
  const out: BankQuestion[] = [];
  const keys = new Set<string>();
  for (const name of fs
    .readdirSync(dir)
    .filter((f) => /^[a-z]+-[1-3]\.json$/.test(f))
    .sort()) {
    const parsed = BankFileSchema.safeParse(JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
    if (!parsed.success) throw new Error(`question bank ${name}: ${z.prettifyError(parsed.error)}`);
    const file = parsed.data;
    if (name !== `${file.track.toLowerCase()}-${file.level}.json`)
      throw new Error(`question bank ${name}: track and level do not match the name`);
    for (const q of file.questions) {
      const problems = questionDefinitionProblems(q);
      if (problems.length > 0) throw new Error(`question bank ${name} ${q.key}: ${JSON.stringify(problems)}`);
      if (keys.has(q.key)) throw new Error(`question bank ${name}: duplicate key ${q.key}`);
      keys.add(q.key);
      const { key: _key, ...content } = q;
      const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 32);
      out.push({ ...q, track: file.track, level: file.level as AssessmentLevel, hash });
    }
  }
  return out;
}

function rowValues(q: BankQuestion) {
  return {
    track: q.track,
    level: q.level,
    type: q.type,
    topic: q.topic,
    points: q.points,
    content: { prompt: q.prompt, code: q.code, options: q.options.map((o) => ({ id: o.id, en: o.en, ko: o.ko })) },
    answerKey: { correctOptionIds: [...q.correctOptionIds], acceptedAnswers: [...q.acceptedAnswers] },
    status: q.retired ? ('RETIRED' as const) : ('ACTIVE' as const),
    bankHash: q.hash,
  };
}

/**
 * Upserts the bank by key in one transaction (an advisory lock keeps two starting instances from racing):
 * a new key is inserted; a key whose file entry is unchanged (same hash as its newest version) is left alone, so
 * admin edits and retirements survive restarts; a changed entry replaces the newest version in place when no attempt
 * used it, else becomes a new version and the old one is SUPERSEDED (past reports keep pointing at it).
 */
export async function syncQuestionBank(db: DbOrTx, bank: BankQuestion[] = loadBank()) {
  let inserted = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(72011)`);
    const heads = new Map(
      (
        await findQuestionKeyHeads(
          tx,
          bank.map((q) => q.key),
        )
      ).map((h) => [h.key, h]),
    );
    const changed = bank.filter((q) => heads.get(q.key)?.bankHash !== q.hash);
    const used = await findUsedQuestionIds(
      tx,
      changed.flatMap((q) => heads.get(q.key)?.id ?? []),
    );
    for (const q of changed) {
      const head = heads.get(q.key);
      if (!head) {
        await insertQuestion(tx, { ...rowValues(q), key: q.key, version: 1, origin: 'BANK' });
        inserted += 1;
      } else if (!used.has(head.id)) {
        await updateQuestion(tx, head.id, rowValues(q));
        updated += 1;
      } else {
        await supersede(tx, head);
        await insertQuestion(tx, { ...rowValues(q), key: q.key, version: head.version + 1, origin: head.origin });
        updated += 1;
      }
    }
  });
  return { inserted, updated };
}

async function supersede(tx: DbOrTx, head: { id: number; status: string }) {
  if (head.status === 'ACTIVE') await updateQuestion(tx, head.id, { status: 'SUPERSEDED' });
}
