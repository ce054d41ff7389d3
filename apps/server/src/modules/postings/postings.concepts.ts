import { conceptsOfName, findConcepts } from '@app/contract/rules/keyword-reading';
import { type Vocabulary, withImplied } from '../vocabulary/vocabulary.service';

/** What a posting's concepts are computed from: its stored fields. */
export type ConceptSource = {
  title: string;
  city: string;
  country: string;
  employmentTypes: string[];
  workModes: string[];
  experienceLevel: 'ANY' | 'NEW' | 'EXPERIENCED';
  jobTitleIds: number[];
  skillIds: number[];
  texts: (string | null)[];
};

const EMPLOYMENT_WORDS: Record<string, string> = {
  FULL_TIME: 'word:full-time',
  CONTRACT: 'word:contract',
  INTERN: 'word:intern',
};
const WORK_MODE_WORDS: Record<string, string> = {
  REMOTE: 'word:remote',
  HYBRID: 'word:hybrid',
  ON_SITE: 'word:onsite',
};
/** ANY is open to both: a search for 신입 or 경력 finds it. */
const EXPERIENCE_WORDS = {
  ANY: ['word:junior', 'word:experienced'],
  NEW: ['word:junior'],
  EXPERIENCED: ['word:experienced'],
} as const;

/**
 * The vocabulary concepts of a posting (decision 017): `titleConcepts` from its job titles and title (a keyword
 * matching these ranks first), and `concepts`, everything it carries: those, its skills, what its texts name in
 * either language, its place, country, employment types, work modes and experience, with what they imply.
 */
export function postingConcepts(p: ConceptSource, vocabulary: Vocabulary) {
  const { lexicon } = vocabulary;
  const title = [...p.jobTitleIds.map((id) => `title:${id}`), ...findConcepts(p.title, lexicon)];
  const all = new Set<string>(title);
  for (const id of p.skillIds) all.add(`skill:${id}`);
  for (const text of p.texts) for (const c of findConcepts(text ?? '', lexicon)) all.add(c);
  for (const c of [...conceptsOfName(p.city, lexicon), ...findConcepts(p.city, lexicon)]) all.add(c);
  all.add(`country:${p.country}`);
  for (const t of p.employmentTypes) if (EMPLOYMENT_WORDS[t]) all.add(EMPLOYMENT_WORDS[t]);
  for (const m of p.workModes) if (WORK_MODE_WORDS[m]) all.add(WORK_MODE_WORDS[m]);
  for (const w of EXPERIENCE_WORDS[p.experienceLevel]) all.add(w);
  return { titleConcepts: withImplied(title, vocabulary), concepts: withImplied(all, vocabulary) };
}
