import { isVisibleToTalents } from '@app/contract/rules/posting-progress';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { Vocabulary } from '../vocabulary/vocabulary.service';
import { findNewestOpenTargets } from './postings.company.queries';
import { type CardRow, presentCard } from './postings.presenter';
import {
  addToApplicantCount,
  countOpenPostingsByOrganization,
  findPostingForUpdate,
  findPostingWithOrganization,
} from './postings.queries';

/*
 * What other areas may read or change of postings. They never reach the postings queries themselves, so the rules
 * about visibility and counters stay here.
 */

export type { CardRow };
export type PostingWithOrganization = CardRow;

/** A posting with its organization summary, whatever its status (null when it does not exist). */
export function findPosting(db: DbOrTx, postingId: number, viewerId: number | null = null) {
  return findPostingWithOrganization(db, postingId, viewerId);
}

/** A posting talents may see (404 otherwise): not hidden, of an approved organization, started. */
export async function findPostingVisibleToTalents(db: DbOrTx, postingId: number, now = new Date()) {
  const row = await findPostingWithOrganization(db, postingId);
  if (!row || !isVisibleToTalents({ ...row.posting, isOrganizationApproved: row.org.status === 'APPROVED' }, now)) {
    throw notFound();
  }
  return row;
}

/** The posting row locked for the rest of the transaction: applications to one posting run one after another. */
export function lockPosting(db: DbOrTx, postingId: number) {
  return findPostingForUpdate(db, postingId);
}

/** Adds `delta` to the posting's applicant count (call under `lockPosting`); returns the new count. */
export function adjustApplicantCount(db: DbOrTx, postingId: number, delta: number) {
  return addToApplicantCount(db, postingId, delta);
}

/** Open postings per organization. */
export function countOpenPostings(db: DbOrTx, organizationIds: number[], now = new Date()) {
  return countOpenPostingsByOrganization(db, organizationIds, now);
}

/** The organization's newest open postings as match targets (what the score needs, and each one's last change). */
export function findOpenTargets(db: DbOrTx, organizationId: number, limit: number, now = new Date()) {
  return findNewestOpenTargets(db, organizationId, now, limit);
}

/** The posting card talents see (spec §3). */
export function presentPostingCard(row: CardRow, vocabulary: Vocabulary, now = new Date()) {
  return presentCard(row, vocabulary, now);
}
