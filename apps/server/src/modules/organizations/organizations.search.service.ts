import { INDUSTRY_NAMES, type Industry } from '@app/contract/rules/industries';
import { normalizeSearchText, textGrams } from '@app/contract/rules/text-bigrams';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema/organizations';
import { findCountryByCode } from '../countries/countries.service';

export type SearchSource = {
  name: string;
  location: string | null;
  country: string | null;
  industry: Industry | null;
};

/**
 * The directory's search columns of a company: its name and location as written, and its industry and country in
 * both languages (so 게임 finds Games and Korea finds 대한민국). Every writer of those fields stores these with them.
 */
export function organizationSearchColumns(o: SearchSource) {
  const country = o.country ? findCountryByCode(o.country) : undefined;
  const industry = o.industry ? INDUSTRY_NAMES[o.industry] : undefined;
  const text = [o.name, o.location, industry?.en, industry?.ko, country?.nameEn, country?.nameKo]
    .filter(Boolean)
    .join(' ');
  return { searchText: normalizeSearchText(text), searchVector: textGrams(text) };
}

/**
 * Companies written before the search columns existed (the migration cannot compute them) get them at start; a
 * company always has a name, so an empty search text means "not computed yet".
 */
export async function indexOrganizationsWithoutSearch(db: DbOrTx): Promise<number> {
  const rows = await db.select().from(organizations).where(eq(organizations.searchText, ''));
  for (const row of rows) {
    await db.update(organizations).set(organizationSearchColumns(row)).where(eq(organizations.id, row.id));
  }
  return rows.length;
}
