import { SAVED_SEARCHES_PER_ORGANIZATION_MAX } from '@app/contract/limits';
import { type Lexicon, readKeyword } from '@app/contract/rules/keyword-reading';
import type { Locale } from '@app/contract/schemas/common';
import type { SavedSearchRequestSchema, TalentSearchFilters } from '@app/contract/schemas/talent-search';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { talentSearch, talentSearchDirty } from '../../db/schema/talent-discovery';
import type { Deps } from '../../deps';
import { assertMemberOf, organizationOf } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { assertVerifiedMemberOf } from '../organizations/organizations.lookup.service';
import { loadVocabulary } from '../vocabulary/vocabulary.service';
import { presentSavedSearch } from './saved-searches.presenter';
import {
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearch,
  findSavedSearchByName,
  findSavedSearches,
  insertSavedSearch,
  updateSavedSearch,
} from './saved-searches.queries';
import { knownPartsOf, presentTalentCards } from './talent-cards';
import { refreshTalentSearch } from './talent-search.index';
import { findTalentPage } from './talent-search.page';
import type { TalentFilter } from './talent-search.queries';

export function toTalentFilter(filters: TalentSearchFilters, organizationId: number, lexicon: Lexicon): TalentFilter {
  return {
    terms: filters.keyword ? readKeyword(filters.keyword, lexicon) : [],
    jobRoleCategoryIds: filters.jobRoleCategoryIds,
    skills: filters.skills,
    minTotalYears: filters.minTotalYears,
    country: filters.country,
    jobSeekingStatus: filters.jobSeekingStatus,
    assessments: filters.assessments,
    openToOffersOnly: filters.openToOffersOnly,
    tag: filters.tag ? { organizationId, tag: filters.tag } : undefined,
    viewerOrganizationId: organizationId,
  };
}

async function runSearch(
  deps: Deps,
  organizationId: number,
  locale: Locale,
  filters: TalentSearchFilters,
  page: { page: number; size: number },
) {
  const filter = toTalentFilter(filters, organizationId, (await loadVocabulary(deps.db)).lexicon);
  const opts = { sort: filters.sort, page: page.page, size: page.size };
  let found = await findTalentPage(deps.db, filter, opts);
  // Profiles written without the profile service wait in the queue the triggers fill: the page's statement tells
  // (one probe), and the search runs again once they are rebuilt, so it never shows them stale.
  if (found.queued) {
    await refreshTalentSearch(deps.db);
    found = await findTalentPage(deps.db, filter, opts);
  }
  // Everything the cards show came with the page (the viewer is the organization: toTalentFilter).
  return {
    data: await presentTalentCards(deps.db, organizationId, found.rows, locale, knownPartsOf(found.rows)),
    pageNumber: page.page,
    last: found.isLast,
    totalElementCount: found.total,
    totalIsCapped: found.isCapped,
  };
}

/** `GET /api/v1/users/talent`: listed talents (seeking work or open to offers) matching every filter. */
export async function searchTalents(
  deps: Deps,
  auth: AuthContext,
  locale: Locale,
  query: { page: number; size: number; filters: TalentSearchFilters },
) {
  const organizationId = organizationOf(auth);
  assertVerifiedMemberOf(auth, organizationId);
  return runSearch(deps, organizationId, locale, query.filters, query);
}

/* ---------- saved searches ---------- */

type SavedSearchInput = z.output<typeof SavedSearchRequestSchema>;

async function loadSavedSearch(db: DbOrTx, organizationId: number, id: number) {
  const row = await findSavedSearch(db, organizationId, id);
  if (!row) throw notFound();
  return row;
}

export async function listSavedSearches(deps: Deps, auth: AuthContext, organizationId: number) {
  assertMemberOf(auth, organizationId);
  return (await findSavedSearches(deps.db, organizationId)).map(presentSavedSearch);
}

export async function getSavedSearch(deps: Deps, auth: AuthContext, organizationId: number, id: number) {
  assertMemberOf(auth, organizationId);
  return presentSavedSearch(await loadSavedSearch(deps.db, organizationId, id));
}

export async function createSavedSearch(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  input: SavedSearchInput,
) {
  assertMemberOf(auth, organizationId);
  return uniqueName(() =>
    deps.db.transaction(async (tx) => {
      if (await findSavedSearchByName(tx, organizationId, input.name)) throw savedSearchNameTaken();
      if ((await countSavedSearches(tx, organizationId)) >= SAVED_SEARCHES_PER_ORGANIZATION_MAX) {
        throw new AppError('VALIDATION_FAILED', 400, [{ path: 'name', key: 'validation.tooMany' }]);
      }
      const row = await insertSavedSearch(tx, {
        organizationId,
        createdBy: auth.userId,
        name: input.name,
        query: input.query,
      });
      return presentSavedSearch(row);
    }),
  );
}

const savedSearchNameTaken = () => new AppError('SAVED_SEARCH_NAME_TAKEN', 409);

/** Names are unique per organization, ignoring case: 409 also when two saves race past the check. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw savedSearchNameTaken();
    throw error;
  }
}

export async function editSavedSearch(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  id: number,
  input: SavedSearchInput,
) {
  assertMemberOf(auth, organizationId);
  return uniqueName(() =>
    deps.db.transaction(async (tx) => {
      await loadSavedSearch(tx, organizationId, id);
      if (await findSavedSearchByName(tx, organizationId, input.name, id)) throw savedSearchNameTaken();
      const row = await updateSavedSearch(tx, id, { name: input.name, query: input.query });
      if (!row) throw notFound();
      return presentSavedSearch(row);
    }),
  );
}

export async function removeSavedSearch(deps: Deps, auth: AuthContext, organizationId: number, id: number) {
  assertMemberOf(auth, organizationId);
  await deps.db.transaction(async (tx) => {
    await loadSavedSearch(tx, organizationId, id);
    await deleteSavedSearch(tx, id);
  });
  return { id, deleted: true };
}

/** Runs a saved search again with today's data. */
export async function runSavedSearch(
  deps: Deps,
  auth: AuthContext,
  locale: Locale,
  organizationId: number,
  id: number,
  page: { page: number; size: number },
) {
  assertVerifiedMemberOf(auth, organizationId);
  const saved = presentSavedSearch(await loadSavedSearch(deps.db, organizationId, id));
  return runSearch(deps, organizationId, locale, saved.query, page);
}

/** Queues every talent's search document to be rebuilt (after the vocabulary changed); searches drain the queue. */
export async function rebuildAllTalentDocuments(db: DbOrTx) {
  await db.execute(sql`insert into ${talentSearchDirty} (user_id) select ${talentSearch.userId} from ${talentSearch}
    on conflict (user_id) do nothing`);
}
