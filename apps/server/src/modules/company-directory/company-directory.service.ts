import { readKeyword, textSearchOf } from '@app/contract/rules/keyword-reading';
import { normalizeSearchText, searchTerms } from '@app/contract/rules/text-bigrams';
import type { CompanyDirectoryPage, CompanyDirectoryQuerySchema } from '@app/contract/schemas/company-directory';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { type DirectoryKeyword, findDirectoryPage } from '../organizations/organizations.lookup.service';
import { countOpenPostings } from '../postings/postings.lookup.service';
/*
 * The directory of verified companies (`/talent/company-info` without an id): organizations by name with their open
 * postings counted. Its own area because it composes organizations and postings, which already depend one way.
 */
import { loadVocabulary, type Vocabulary } from '../vocabulary/vocabulary.service';

/** Most names one keyword term may stand for (a place's names in both languages, a few spellings). */
const ALTERNATIVES_MAX = 6;

/**
 * The keyword read with the vocabulary (decision 017): a term it knows (서울, Seoul, 판교) matches any of its names in
 * either language as text, since a company's location is free text; other terms match as typed.
 */
export function directoryKeyword(keyword: string, vocabulary: Vocabulary): DirectoryKeyword {
  return readKeyword(keyword, vocabulary.lexicon).flatMap((term) => {
    const typed = textSearchOf(term);
    const names = term.concepts.flatMap((key) => {
      const concept = vocabulary.concepts.get(key);
      return concept ? [concept.nameEn, concept.nameKo] : [];
    });
    const alternatives = new Map<string, ReturnType<typeof searchTerms>>();
    if (typed) alternatives.set(typed.text, [typed]);
    for (const name of names) {
      const words = searchTerms(name);
      const key = normalizeSearchText(name);
      if (words.length > 0 && !alternatives.has(key)) alternatives.set(key, words);
    }
    const list = [...alternatives.values()].slice(0, ALTERNATIVES_MAX);
    return list.length > 0 ? [list] : [];
  });
}

/** `GET /api/v1/organizations/directory`: a page of verified companies with their open postings counted. */
export async function listCompanyDirectory(
  deps: Deps,
  query: z.output<typeof CompanyDirectoryQuerySchema>,
): Promise<CompanyDirectoryPage> {
  const keyword = query.keyword ? directoryKeyword(query.keyword, await loadVocabulary(deps.db)) : [];
  const rows = await findDirectoryPage(deps.db, { keyword, after: query.after, size: query.size });
  const page = rows.slice(0, query.size);
  const counts = await countOpenPostings(
    deps.db,
    page.map((r) => r.id),
  );
  return {
    data: page.map(({ name, ...r }) => ({ ...r, companyName: name, openPostingCount: counts.get(r.id) ?? 0 })),
    nextAfter: rows.length > query.size ? (page.at(-1)?.id ?? null) : null,
  };
}
