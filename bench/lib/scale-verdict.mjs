// The "done when" (#15) checked against one bench:scale run: each line says what was asked, what was
// measured and whether it holds, so a run is read at a glance and nothing is judged by eye.
import { isCandidateList, PAGE_PAIRS } from './scale-targets.mjs';

export const LIST_P95_MAX_MS = 50;
export const GROWTH_MAX = 1.5;
export const API_SQL_MAX = 3;
const LAST_PAGE_MAX = 2;
const USER_SHARE_MIN = 50;
const BENCH_MAX_S = 900;

const worst = (rows) => rows.reduce((a, b) => (b.value > a.value ? b : a), { value: 0, title: '-' });

/**
 * results: [{ title, r, s }] at the full size; growth: [{ title, ratio }]; userShare: % of /api/health;
 * soak: the soak's summary or null (skipped); seconds: the bench's time so far.
 */
export function verdict({ results, growth, userShare, soak, seconds }) {
  const by = new Map(results.map((x) => [x.title, x]));
  const ratio = (a, b) => a / Math.max(b, 0.1);
  const over = results.filter((x) => x.r.p95 >= LIST_P95_MAX_MS);
  const apiSql = worst(
    results.filter((x) => isCandidateList(x.title)).map((x) => ({ title: x.title, value: ratio(x.r.p95, x.s.p95) })),
  );
  const pages = worst(
    PAGE_PAIRS.filter(([a, b]) => by.has(a) && by.has(b)).map(([a, b]) => ({
      title: b,
      value: ratio(by.get(b).r.p95, by.get(a).r.p95),
    })),
  );
  const grew = worst(growth.map((g) => ({ title: g.title, value: g.ratio })));
  const checks = [
    [
      `every list and search p95 under ${LIST_P95_MAX_MS} ms`,
      over.length === 0,
      over.length ? over.map((x) => `${x.title} ${x.r.p95.toFixed(1)} ms`).join('; ') : `${results.length} lists`,
    ],
    [`candidate list API / SQL at most ${API_SQL_MAX}`, apiSql.value <= API_SQL_MAX, describe(apiSql)],
    [`last page within ${LAST_PAGE_MAX}× of page 1`, pages.value <= LAST_PAGE_MAX, describe(pages)],
    [`growth from a twentieth of the data, at most ${GROWTH_MAX}×`, grew.value <= GROWTH_MAX, describe(grew)],
    [
      `GET /api/v1/user at least ${USER_SHARE_MIN}% of /api/health`,
      userShare >= USER_SHARE_MIN,
      `${userShare.toFixed(0)}%`,
    ],
    [
      'the soak with 0 5xx',
      soak ? soak.s5xx === 0 : null,
      soak ? `${soak.s5xx} 5xx, ${soak.non2xx} non-2xx` : 'skipped',
    ],
    [`the bench under ${BENCH_MAX_S} s`, seconds < BENCH_MAX_S, `${seconds.toFixed(0)} s before clean-up`],
  ];
  console.log('\nDone when (issue #15):');
  for (const [what, ok, detail] of checks) {
    console.log(`  ${ok === null ? 'n/a ' : ok ? 'yes ' : 'NO  '} ${what.padEnd(52)} ${detail}`);
  }
}

const describe = (w) => (w.title === '-' ? 'not measured' : `worst ${w.value.toFixed(2)}× (${w.title})`);
