import { conceptsOfName, readKeyword, tokenize } from '@app/contract/rules/keyword-reading';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { listCountries } from '../countries/countries.service';
import { JOB_TITLE_NAMES, SKILL_NAMES } from './vocabulary.data';
import { buildEntries, type ConceptEntry } from './vocabulary.entries';
import { findCatalogueNames } from './vocabulary.queries';
import { loadVocabulary, syncVocabulary } from './vocabulary.service';
import { JOB_WORDS, NOT_IN_PROSE, PLACES, SHARED_NAMES } from './vocabulary.words.data';

let app: TestApp;
let entries: ConceptEntry[];
let catalogue: Awaited<ReturnType<typeof findCatalogueNames>>;
beforeAll(async () => {
  app = await createTestApp();
  catalogue = await findCatalogueNames(app.database.db);
  entries = buildEntries({ ...catalogue, countries: listCountries() });
});
afterAll(() => app.cleanup());

const hangul = /\p{Script=Hangul}/u;
const term = (name: string) => tokenize(name).join(' ');

describe('the vocabulary data', () => {
  it('names only job titles and skills the catalogue has', () => {
    const titles = new Set(catalogue.jobTitles.map((t) => t.id));
    const skills = new Set(catalogue.skills.map((s) => s.id));
    expect(
      Object.keys(JOB_TITLE_NAMES)
        .map(Number)
        .filter((id) => !titles.has(id)),
    ).toEqual([]);
    expect(
      Object.keys(SKILL_NAMES)
        .map(Number)
        .filter((id) => !skills.has(id)),
    ).toEqual([]);
  });

  it('covers every catalogue entry and every country, each by both its English and Korean name', () => {
    expect(entries.filter((e) => e.kind === 'JOB_TITLE')).toHaveLength(catalogue.jobTitles.length);
    expect(entries.filter((e) => e.kind === 'SKILL')).toHaveLength(catalogue.skills.length);
    expect(entries.filter((e) => e.kind === 'COUNTRY').length).toBeGreaterThan(200);
    for (const e of entries) {
      expect(e.names.map(term), e.key).toEqual(expect.arrayContaining([term(e.nameEn), term(e.nameKo)]));
    }
  });

  it('gives every job word and place an English and a Korean name', () => {
    for (const w of [...JOB_WORDS, ...PLACES]) {
      expect(hangul.test(w.ko), w.key).toBe(true);
      expect(hangul.test(w.en), w.key).toBe(false);
      expect(w.names.length + 2, w.key).toBeGreaterThanOrEqual(2);
    }
  });

  it('has no name that means two things, except the ones listed as shared', () => {
    const owners = new Map<string, Set<string>>();
    for (const e of entries) {
      if (e.kind === 'COUNTRY') continue;
      for (const name of e.names) owners.set(term(name), (owners.get(term(name)) ?? new Set()).add(e.key));
    }
    const shared = new Set(SHARED_NAMES.map(term));
    const clashes = [...owners].filter(([name, keys]) => keys.size > 1 && !shared.has(name)).map(([name]) => name);
    expect(clashes).toEqual([]);
  });

  it('has no duplicate within a line and no prose exception that names nothing', () => {
    for (const list of [...Object.values(JOB_TITLE_NAMES), ...Object.values(SKILL_NAMES)]) {
      expect(new Set(list.map(term)).size).toBe(list.length);
    }
    const all = new Set(entries.flatMap((e) => e.names.map(term)));
    expect(NOT_IN_PROSE.filter((n) => !all.has(term(n)))).toEqual([]);
  });
});

describe('the vocabulary in the database', () => {
  it('is written once and read back as the lexicon', async () => {
    expect(await syncVocabulary(app.database.db)).toBe(false);
    const { lexicon, concepts } = await loadVocabulary(app.database.db);
    expect(concepts.get('title:2')).toMatchObject({ nameEn: 'Backend Developer', nameKo: '백엔드 개발자' });
    const read = (k: string) => readKeyword(k, lexicon).map((t) => t.concepts.join('|') || `?${t.text}`);
    expect(read('백엔드')).toEqual(['title:2']);
    expect(read('golang')).toEqual(['skill:5']);
    expect(read('Seoul')).toEqual(['place:seoul']);
    expect(read('부산')).toEqual(['place:busan']);
    expect(read('프론트엔드 개발자')).toEqual(['title:1']);
    expect(read('iPhone')).toEqual(['title:5']);
    expect(read('데이터 엔지니어')).toEqual(['title:19']);
    expect(read('리액트')).toEqual(['skill:26']);
    expect(read('재택')).toEqual(['word:remote']);
    expect(read('정규직')).toEqual(['word:full-time']);
    expect(read('대한민국')).toEqual(['country:KR']);
    expect(conceptsOfName('Spring Boot', lexicon)).toEqual(['skill:56']);
  });
});
