import type { Locale } from '@app/contract/schemas/common';
import type { TalentCard } from '@app/contract/schemas/talent-search';
import type { DbOrTx } from '../../db/client';
import {
  assessmentNamesOf,
  type CountedAssessment,
  countedAssessmentsFromColumn,
  passedAssessmentsOf,
} from '../assessments/assessments.results.service';
import { findBookmarkGroups } from '../talent-groups/talent-groups.service';
import { findTagsOfTalents } from '../talent-notes/talent-notes.service';
import { loadVocabulary } from '../vocabulary/vocabulary.service';
import { findCardRowsWithParts } from './talent-recommendations.queries';
import type { TalentSearchRow } from './talent-search.document';
import { type CardPerson, findCardPeople, type TalentPageRow } from './talent-search.queries';

export function presentCardAssessment(a: CountedAssessment, locale: Locale) {
  const names = assessmentNamesOf(a.track, a.level, locale);
  return {
    track: a.track,
    level: a.level,
    trackName: names.trackName,
    levelName: names.levelName,
    obtainedScore: a.obtainedScore,
  };
}

/** What a card shows of a search document (a whole row will do). */
export type TalentCardRow = Pick<
  TalentSearchRow,
  | 'userId'
  | 'country'
  | 'jobSeekingStatus'
  | 'isJobOffersAcceptable'
  | 'jobPositionName'
  | 'titleConcepts'
  | 'concepts'
  | 'totalYears'
  | 'profileUpdatedAt'
>;

/** What a caller read with its rows, for every row (as the search page does in its one statement). */
export type KnownCardParts = {
  people: Map<number, CardPerson>;
  bookmarks: Map<number, number>;
  tags: Map<number, string[]>;
  passes: Map<number, CountedAssessment[]>;
};

/** The parts of cards read with their rows (a search page's, or `findCardRowsWithParts`'), for `presentTalentCards`. */
export function knownPartsOf(rows: TalentPageRow[]): KnownCardParts {
  return {
    people: new Map(rows.map((r) => [r.userId, { id: r.userId, ...r }])),
    bookmarks: new Map(rows.flatMap((r) => (r.groupId === null ? [] : [[r.userId, r.groupId] as const]))),
    tags: new Map(rows.map((r) => [r.userId, r.tags ?? []])),
    passes: new Map(rows.map((r) => [r.userId, countedAssessmentsFromColumn(r.results ?? [], { passedOnly: true })])),
  };
}

/**
 * Talent cards (spec §3) for `rows`, in their order, as `organizationId` sees them: its bookmark group and tags, and
 * the talents' public passes. No e-mail, no links. Names, photos, bookmarks, tags and passes are read here unless the
 * caller read them with the rows (`known`).
 */
export async function presentTalentCards(
  db: DbOrTx,
  organizationId: number,
  rows: TalentCardRow[],
  locale: Locale,
  known?: KnownCardParts,
): Promise<TalentCard[]> {
  const ids = rows.map((r) => r.userId);
  const [people, bookmarks, tags, passes, vocabulary] = await Promise.all([
    known?.people ?? findCardPeople(db, ids),
    known?.bookmarks ?? findBookmarkGroups(db, organizationId, ids),
    known?.tags ?? findTagsOfTalents(db, organizationId, ids),
    known?.passes ?? passedAssessmentsOf(db, ids),
    loadVocabulary(db),
  ]);
  const named = (keys: string[], prefix: 'title:' | 'skill:') =>
    keys.flatMap((key) => {
      const c = key.startsWith(prefix) ? vocabulary.concepts.get(key) : undefined;
      return c?.refId ? [{ id: c.refId, nameEn: c.nameEn, nameKo: c.nameKo }] : [];
    });
  return rows.flatMap((r) => {
    const person = people.get(r.userId);
    if (!person) return [];
    const groupId = bookmarks.get(r.userId) ?? null;
    return [
      {
        userId: r.userId,
        firstName: person.firstName,
        lastName: person.lastName,
        country: r.country,
        profileImgUrl: person.profileImgUrl ?? person.imageUrl,
        jobSeekingStatus: r.jobSeekingStatus,
        isJobOffersAcceptable: r.isJobOffersAcceptable,
        isBookMarked: groupId !== null,
        jobPositionName: r.jobPositionName,
        jobTitles: named(r.titleConcepts, 'title:'),
        skills: named(r.concepts, 'skill:'),
        totalYears: r.totalYears,
        assessmentInfo: { assessments: (passes.get(r.userId) ?? []).map((a) => presentCardAssessment(a, locale)) },
        groupId,
        tags: tags.get(r.userId) ?? [],
        updatedAt: r.profileUpdatedAt.toISOString(),
      },
    ];
  });
}

/**
 * Cards for talents given by id (a group's, a dashboard's page), in that order, with everything they show read in
 * one statement; talents without a search document are left out.
 */
export async function presentTalentCardsByIds(db: DbOrTx, organizationId: number, userIds: number[], locale: Locale) {
  const found = await findCardRowsWithParts(db, organizationId, userIds);
  const rows = new Map(found.map((r) => [r.userId, r]));
  return presentTalentCards(
    db,
    organizationId,
    userIds.flatMap((id) => rows.get(id) ?? []),
    locale,
    knownPartsOf(found),
  );
}
