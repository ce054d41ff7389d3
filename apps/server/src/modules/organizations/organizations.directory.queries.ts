import type { SearchTerm } from '@app/contract/rules/text-bigrams';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import { organizations } from '../../db/schema/organizations';

const lexemeQuery = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** 3+ characters through the trigram index, shorter ones through the grams (both partial on APPROVED). */
function textCondition(term: SearchTerm): SQL {
  return term.kind === 'substring'
    ? sql`${organizations.searchText} like ${containing(term.text)}`
    : sql`${organizations.searchVector} @@ ${lexemeQuery(term.text)}::tsquery`;
}

/**
 * A keyword as terms that must all match (AND); each term has alternatives (its names in both languages: Seoul, 서울)
 * of which one must match (OR), and an alternative of several words needs all of them.
 */
export type DirectoryKeyword = SearchTerm[][][];

function keywordCondition(keyword: DirectoryKeyword): SQL[] {
  return keyword.map(
    (alternatives) => or(...alternatives.map((words) => and(...words.map(textCondition)) as SQL)) as SQL,
  );
}

/** Verified companies by name, then id (the `organizations_directory_idx` order); `size + 1` rows tell if more follow. */
export async function findDirectoryPage(
  db: DbOrTx,
  opts: { keyword: DirectoryKeyword; after: number | undefined; size: number },
) {
  const conditions: SQL[] = [eq(organizations.verificationStatus, 'APPROVED'), ...keywordCondition(opts.keyword)];
  if (opts.after !== undefined) {
    // Keyset: after the previous page's last company (a missing or unlisted id yields an empty page).
    conditions.push(
      sql`(${organizations.name}, ${organizations.id}) > (select o.name, o.id from organizations o where o.id = ${opts.after})`,
    );
  }
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      logoUrl: organizations.logoUrl,
      industry: organizations.industry,
      companySize: organizations.companySize,
      location: organizations.location,
      country: organizations.country,
    })
    .from(organizations)
    .where(and(...conditions))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(opts.size + 1);
}
