import type { KeywordTerm } from '@app/contract/rules/keyword-reading';
import type { SearchTerm } from '@app/contract/rules/text-bigrams';
import { and, arrayOverlaps, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { containing } from '../../db/like';
import { jobPostingSearch as s } from '../../db/schema/posting-search';
import type { PostingRow } from './postings.queries';

/* What a job search matches and how it ranks, as conditions on the narrow table of listed postings (decision 045). */

/** A tsquery of one lexeme, quoted (terms are letters and digits only, but quotes are escaped all the same). */
const lexemeQuery = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * Text: 3+ characters through the trigram index, shorter ones through the grams. A gram term (letters and digits, a
 * piece of one word) is in the grams exactly when the normalized text contains it, since both come from the same
 * normalized text (rules/text-bigrams.ts). So a walk of the date order (`walk`), which tests rows one by one, tests
 * the inline text alone and never fetches the out-of-line gram vector; otherwise the LIKE comes first (a walk the
 * planner chooses fetches the vector only for rows that match) and bitmap scans find rows through the grams' index.
 */
function textCondition(term: SearchTerm, walk: boolean): SQL {
  const like = sql`${s.searchText} like ${containing(term.text)}`;
  if (term.kind === 'substring' || walk) return like;
  return sql`(${like} and ${s.searchVector} @@ ${lexemeQuery(term.text)}::tsquery)`;
}

/**
 * Every keyword term must match (AND). A term the vocabulary knows matches only its concepts (its variants in both
 * languages) through the concepts' GIN index (decision 024); other terms match text.
 */
function keywordCondition(terms: KeywordTerm[], walk: boolean): SQL[] {
  return terms.flatMap((term) => {
    if (term.concepts.length > 0) return [arrayOverlaps(s.concepts, term.concepts)];
    return term.search ? [textCondition(term.search, walk)] : [];
  });
}

/**
 * How well a posting matches the keyword: per term, 3 when its title or job titles match, 2 when another concept
 * (a skill, place or word) does, 1 for a text match elsewhere. A term walked through its list (`inTitle`,
 * postings.list-walk.ts) matches by construction, and its list entry says whether the term is in the title (the
 * concept among the title's, or the text inside a word of the lowercased title).
 */
export function relevance(terms: KeywordTerm[], inTitle?: ReadonlyMap<KeywordTerm, SQL>): SQL {
  const parts = terms.map((term) => {
    const listed = inTitle?.get(term);
    if (listed) return sql`(case when ${listed} then 3 else ${sql.raw(term.concepts.length > 0 ? '2' : '1')} end)`;
    if (term.concepts.length > 0) {
      return sql`(case when ${arrayOverlaps(s.titleConcepts, term.concepts)} then 3 when ${arrayOverlaps(
        s.concepts,
        term.concepts,
      )} then 2 else 1 end)`;
    }
    const text = term.search?.text ?? '';
    return sql`(case when lower(${s.title}) like ${containing(text)} then 3 else 1 end)`;
  });
  return parts.length > 0 ? sql.join(parts, sql` + `) : sql`0`;
}

export type OpenPostingFilter = {
  now: Date;
  terms: KeywordTerm[];
  /** NEW: open to newcomers; EXPERIENCED: to someone with `experienceYears` (when given). */
  experienceLevel?: 'NEW' | 'EXPERIENCED';
  experienceYears?: number;
  organizationId?: number;
  country?: string;
  employmentTypes?: string[];
  workModes?: string[];
  jobRoleCategoryIds?: number[];
  skillCategoryIds?: number[];
  salaryType?: PostingRow['salaryType'];
  salaryMinKrw?: number;
  salaryMaxKrw?: number;
};

/**
 * How a filter's value enters its condition: as itself, or (for a statement kept per shape of filters) as a
 * placeholder named by its key, filled with the value when the statement runs.
 */
export type FilterValue = <K extends keyof OpenPostingFilter>(
  key: K,
  value: NonNullable<OpenPostingFilter[K]>,
) => NonNullable<OpenPostingFilter[K]>;
const asGiven: FilterValue = (_key, value) => value;
/** Each filter's value as a placeholder named by its key. */
export const asPlaceholder: FilterValue = (key) => sql.placeholder(key) as never;

/** Listed postings (every row of the table) inside their dates, matching every filter; `walk`: see textCondition. */
export function openPostingWhere(f: OpenPostingFilter, walk = false, bind: FilterValue = asGiven) {
  return and(lte(s.startedAt, f.now), gte(s.endedAt, f.now), ...filterConditions(f, walk, undefined, bind));
}

/**
 * Every keyword term (but `skip`, when given) and filter, without the dates. Which conditions there are follows from
 * which filters are given and the experience level alone (what a statement kept per shape is kept by).
 */
export function filterConditions(f: OpenPostingFilter, walk: boolean, skip?: KeywordTerm, bind = asGiven): SQL[] {
  const conditions = keywordCondition(
    f.terms.filter((term) => term !== skip),
    walk,
  );
  if (f.organizationId !== undefined) conditions.push(eq(s.organizationId, bind('organizationId', f.organizationId)));
  if (f.country) conditions.push(eq(s.country, bind('country', f.country)));
  if (f.employmentTypes?.length)
    conditions.push(arrayOverlaps(s.employmentTypes, bind('employmentTypes', f.employmentTypes)));
  if (f.workModes?.length) conditions.push(arrayOverlaps(s.workModes, bind('workModes', f.workModes)));
  if (f.jobRoleCategoryIds?.length)
    conditions.push(arrayOverlaps(s.jobRoleCategoryIds, bind('jobRoleCategoryIds', f.jobRoleCategoryIds)));
  if (f.skillCategoryIds?.length)
    conditions.push(arrayOverlaps(s.skillCategoryIds, bind('skillCategoryIds', f.skillCategoryIds)));
  if (f.salaryType) conditions.push(eq(s.salaryType, bind('salaryType', f.salaryType)));
  if (f.experienceLevel) conditions.push(inArray(s.experienceLevel, [f.experienceLevel, 'ANY']));
  if (f.experienceLevel === 'EXPERIENCED' && f.experienceYears !== undefined) {
    const years = bind('experienceYears', f.experienceYears);
    conditions.push(
      sql`(${s.experienceMinYears} is null or ${s.experienceMinYears} <= ${years})`,
      sql`(${s.experienceMaxYears} is null or ${s.experienceMaxYears} >= ${years})`,
    );
  }
  // Ranges overlap: the posting's top reaches the wanted minimum and its bottom is within the wanted maximum.
  if (f.salaryMinKrw !== undefined) conditions.push(gte(s.salaryMaxKrw, bind('salaryMinKrw', f.salaryMinKrw)));
  if (f.salaryMaxKrw !== undefined) conditions.push(lte(s.salaryMinKrw, bind('salaryMaxKrw', f.salaryMaxKrw)));
  return conditions;
}
