import { conceptsOfName, findConcepts } from '@app/contract/rules/keyword-reading';
import { monthsBetween } from '@app/contract/rules/months';
import { normalizeSearchText, textGrams } from '@app/contract/rules/text-bigrams';
import type { talentSearch } from '../../db/schema/talent-discovery';
import { type Vocabulary, withImplied } from '../vocabulary/vocabulary.service';

export type TalentSearchRow = typeof talentSearch.$inferSelect;
export type TalentSearchWrite = Omit<TalentSearchRow, 'rebuiltAt'>;

type Names = Map<number, { nameEn: string; nameKo: string }>;

export type TalentSource = {
  user: { id: number; role: string; status: string; firstName: string; lastName: string };
  profile: {
    jobSeekingStatus: TalentSearchRow['jobSeekingStatus'];
    country: string | null;
    city: string | null;
    introduction: string | null;
    isJobOffersAcceptable: boolean;
    updatedAt: Date;
  } | null;
  jobRoles: { categoryId: number; jobRole: string; experienceYears: number; isRepresentative: boolean }[];
  techStacks: { categoryId: number; skill: string; experienceYears: number }[];
  workExperiences: { startDate: string; endDate: string | null }[];
};

/** Key of "skill category X with at least Y years" in `skill_year_keys`; null when it cannot be stored. */
export function skillYearKey(categoryId: number, years: number): number | null {
  const key = categoryId * 100 + years;
  return years >= 0 && years < 100 && key <= 2_147_483_647 ? key : null;
}

/** Most years per category. */
function yearsByCategory(rows: { categoryId: number; experienceYears: number }[]) {
  const out = new Map<number, number>();
  for (const r of rows) out.set(r.categoryId, Math.max(out.get(r.categoryId) ?? 0, r.experienceYears));
  return out;
}

/** Years from which a talent counts as experienced (경력), and up to which as a junior (신입). */
const EXPERIENCED_YEARS = 3;
const JUNIOR_YEARS = 1;

/**
 * The vocabulary concepts of a profile (decision 017): each job role and skill by its name (whole, then what its text
 * names), the place and country, the introduction's mentions, and the level its years make.
 */
export function talentConcepts(src: TalentSource, totalYears: number, vocabulary: Vocabulary) {
  const { lexicon } = vocabulary;
  const found = new Set<string>();
  const namesOf = (name: string) => [...conceptsOfName(name, lexicon), ...findConcepts(name, lexicon)];
  const addName = (name: string) => {
    for (const c of namesOf(name)) found.add(c);
  };
  const titles = src.jobRoles.flatMap((r) => namesOf(r.jobRole));
  for (const r of src.jobRoles) addName(r.jobRole);
  for (const s of src.techStacks) addName(s.skill);
  if (src.profile?.city) addName(src.profile.city);
  if (src.profile?.country) found.add(`country:${src.profile.country}`);
  for (const c of findConcepts(src.profile?.introduction ?? '', lexicon)) found.add(c);
  if (totalYears >= EXPERIENCED_YEARS) found.add('word:experienced');
  if (totalYears <= JUNIOR_YEARS) found.add('word:junior');
  return { concepts: withImplied(found, vocabulary), titleConcepts: withImplied(titles, vocabulary) };
}

/**
 * The search document of a talent, or null when the account is not a talent with a profile (its row is then
 * removed). Companies find only listed talents: active, and seeking work or open to offers.
 */
export function buildTalentDocument(
  src: TalentSource,
  names: { roles: Names; skills: Names },
  vocabulary: Vocabulary,
  today = new Date(),
): TalentSearchWrite | null {
  const { user, profile } = src;
  if (user.role !== 'NORMAL' || !profile) return null;
  const seeking = profile.jobSeekingStatus;
  const isListed =
    user.status === 'ACTIVE' &&
    (seeking === 'ACTIVELY_SEEKING' || seeking === 'OPEN_TO_OFFERS' || profile.isJobOffersAcceptable);
  const skillYears = yearsByCategory(src.techStacks);
  const roleYears = yearsByCategory(src.jobRoles);
  const skillYearKeys: number[] = [];
  for (const [categoryId, years] of skillYears) {
    for (let y = 0; y <= Math.min(years, 99); y += 1) {
      const key = skillYearKey(categoryId, y);
      if (key !== null) skillYearKeys.push(key);
    }
  }
  const workMonths = src.workExperiences.reduce((sum, w) => sum + monthsBetween(w.startDate, w.endDate ?? today), 0);
  const totalYears = Math.max(0, ...roleYears.values(), Math.floor(workMonths / 12));
  const representative = src.jobRoles.find((r) => r.isRepresentative) ?? src.jobRoles[0];
  const categoryNames = (ids: Iterable<number>, table: Names) =>
    [...ids].flatMap((id) => {
      const n = table.get(id);
      return n ? [n.nameEn, n.nameKo] : [];
    });
  const text = [
    user.firstName,
    user.lastName,
    `${user.lastName}${user.firstName}`,
    profile.introduction,
    ...src.jobRoles.map((r) => r.jobRole),
    ...src.techStacks.map((s) => s.skill),
    ...categoryNames(roleYears.keys(), names.roles),
    ...categoryNames(skillYears.keys(), names.skills),
  ]
    .filter(Boolean)
    .join('\n');
  return {
    userId: user.id,
    isListed,
    jobSeekingStatus: seeking,
    isJobOffersAcceptable: profile.isJobOffersAcceptable,
    country: profile.country,
    jobPositionName: representative?.jobRole ?? null,
    roleCategoryIds: [...roleYears.keys()].sort((a, b) => a - b),
    skillCategoryIds: [...skillYears.keys()].sort((a, b) => a - b),
    skillYearKeys: skillYearKeys.sort((a, b) => a - b),
    totalYears,
    matchBoost: seeking === 'ACTIVELY_SEEKING' ? 2 : seeking === 'OPEN_TO_OFFERS' ? 1 : 0,
    searchText: normalizeSearchText(text),
    searchVector: textGrams(text),
    ...talentConcepts(src, totalYears, vocabulary),
    profileUpdatedAt: profile.updatedAt,
  };
}
