// What bench:scale measures: [title, who (headers, ids), path, in the soak mix]. The largest posting is the signed-in
// company's posting with the most applicants (bench/lib/scale-data.mjs gives one ~96% of the talents).

export async function scaleTargets(base, talent, company) {
  const org = `/api/v1/organizations/${company.companyId}`;
  const largest = await fetch(`${base}${org}/job-postings?sort=APPLICANTS&direction=DESC&size=1`, {
    headers: company.headers,
  });
  const big = `${org}/job-postings/${(await largest.json()).data.data[0].id}/candidates`;
  const q = encodeURIComponent;
  return [
    ['job search, no keyword, page 1', talent, '/api/v1/jobs', true],
    ['job search, no keyword, page 50', talent, '/api/v1/jobs?page=50'],
    ['job search, no keyword, last page (100)', talent, '/api/v1/jobs?page=100'],
    ['job search 개발', talent, `/api/v1/jobs?keyword=${q('개발')}`, true],
    ['job search 개발, last page (100)', talent, `/api/v1/jobs?keyword=${q('개발')}&page=100`],
    ['job search backend (cross-language)', talent, '/api/v1/jobs?keyword=backend', true],
    ['job search Seoul', talent, '/api/v1/jobs?keyword=Seoul'],
    ['job search 서울 핀테크', talent, `/api/v1/jobs?keyword=${q('서울 핀테크')}`],
    ['job search, rare word 의료', talent, `/api/v1/jobs?keyword=${q('의료')}`],
    ['job search, filters + salary sort', talent, '/api/v1/jobs?country=KR&workModes=REMOTE&sort=SALARY'],
    ['job search, deadline sort', talent, '/api/v1/jobs?sort=DEADLINE'],
    ['talent search, no keyword', company, '/api/v1/users/talent'],
    ['talent search, no keyword, last page (100)', company, '/api/v1/users/talent?page=100'],
    ['talent search backend', company, '/api/v1/users/talent?keyword=backend', true],
    ['talent search 부산 + last page', company, `/api/v1/users/talent?keyword=${q('부산')}&page=100`],
    ['talent search 백엔드 (cross-language)', company, `/api/v1/users/talent?keyword=${q('백엔드')}`],
    ['talent search backend 서울 (two words)', company, `/api/v1/users/talent?keyword=${q('backend 서울')}`],
    [
      'talent search backend + country + years',
      company,
      '/api/v1/users/talent?keyword=backend&country=KR&minTotalYears=3',
    ],
    ['talent search backend, by experience', company, '/api/v1/users/talent?keyword=backend&sort=EXPERIENCE'],
    ['talent search, recently updated, skill filter', company, '/api/v1/users/talent?sort=RECENTLY_UPDATED&skill=1:2'],
    ['candidates of the largest posting, page 1', company, big, true],
    ['candidates, last page (100)', company, `${big}?page=100`],
    ['candidates, oldest first', company, `${big}?direction=ASC`],
    ['candidates, by name', company, `${big}?sort=NAME&direction=ASC`],
    ['candidates, by name, last page (100)', company, `${big}?sort=NAME&direction=ASC&page=100`],
    ['candidates, stage DOCUMENT_REVIEW, by name', company, `${big}?statuses=DOCUMENT_REVIEW&sort=NAME`],
    ['candidates, stage INTERVIEW_PROPOSED', company, `${big}?statuses=INTERVIEW_PROPOSED`],
    ['candidates, name search 민지', company, `${big}?keyword=${q('민지')}`],
    ["company's postings", company, `${org}/job-postings`, true],
    ["company's fair-hiring alerts (stated dates missed)", company, `${org}/fair-hiring/alerts`],
    ["talent's applications", talent, `/api/v1/users/${talent.id}/applications`, true],
    ['talent dashboard: recommended postings', talent, '/api/v1/user/dashboards/job-postings', true],
    ['company dashboard: recommended talents', company, '/api/v1/dashboards/talents', true],
    ['notifications', talent, `/api/v1/users/${talent.id}/notifications`, true],
    ['GET /api/v1/user', talent, '/api/v1/user', true],
  ];
}

/** The lists whose last page must cost at most twice their first: [first page's title, last page's title]. */
export const PAGE_PAIRS = [
  ['job search, no keyword, page 1', 'job search, no keyword, last page (100)'],
  ['job search 개발', 'job search 개발, last page (100)'],
  ['talent search, no keyword', 'talent search, no keyword, last page (100)'],
  ['candidates of the largest posting, page 1', 'candidates, last page (100)'],
  ['candidates, by name', 'candidates, by name, last page (100)'],
];

/** The candidate lists, whose API / SQL ratio must be at most 3. */
export const isCandidateList = (title) => title.startsWith('candidates');
