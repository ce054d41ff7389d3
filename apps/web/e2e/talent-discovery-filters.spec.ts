import { expect, type Page, test } from '@playwright/test';
import { screenshots, signInViaForm } from './helpers';

const COMPANY = 'hr@nurisoft.demo.talentbridge.dev';
const DEMO_PASSWORD = 'TalentBridge-demo-2026';

async function signInAsCompany(page: Page, lang: 'ko' | 'en') {
  await page.goto(`/${lang}/auth/signin`);
  await signInViaForm(page, COMPANY, DEMO_PASSWORD, lang === 'ko' ? /^로그인$/ : /^Sign in$/);
  await expect(page).toHaveURL(new RegExp(`/${lang}/company/mypage/dashboard$`));
}

test('a company in Korean narrows talents by a Korean keyword and a skill, tags one and finds them again by tag and by a saved search', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-6);
  const tag = `e2e후보${stamp}`;
  const memo = `결제 도메인 질문 준비 ${stamp}`;
  const searchName = `백엔드 5년 이상 ${stamp}`;
  await signInAsCompany(page, 'ko');

  // Keyword, then a skill (the catalogue's Backend category) with at least five years.
  await page.goto('/ko/company/talent-information');
  await page.getByRole('searchbox', { name: '인재 검색' }).fill('개발');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/keyword=%EA%B0%9C%EB%B0%9C/);
  // The Korean keyword finds an English profile ("Frontend Developer"). Korean profiles other journeys made rank
  // first, so the country narrows the page to the American demo talent before the chip is taken off again.
  const filters = page.getByRole('complementary', { name: '필터' });
  await filters.getByRole('combobox', { name: '국가' }).fill('미국');
  await page.getByRole('option', { name: '미국', exact: true }).click();
  await expect(page).toHaveURL(/country=US/);
  await expect(page.getByRole('link', { name: 'James Park' })).toBeVisible();
  await page.getByRole('button', { name: '필터 삭제: 미국' }).click();
  await expect(page).not.toHaveURL(/country=/);

  await filters.getByRole('combobox', { name: '기술 필터 추가' }).fill('백엔');
  await page.getByRole('option', { name: '백엔드', exact: true }).click();
  await expect(page).toHaveURL(/skill=\d+%3A0/);
  const years = filters.getByRole('spinbutton', { name: '백엔드 최소 연차' });
  await years.fill('5');
  await years.press('Enter');
  await expect(page).toHaveURL(/skill=\d+%3A5/);
  // 김민지 has six years of Spring Boot; 이서연 (data) and James Park (three years of Node.js) drop out.
  await expect(page.getByRole('link', { name: '김민지' })).toBeVisible();
  await expect(page.getByRole('link', { name: '이서연' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'James Park' })).toHaveCount(0);
  await expect(page.getByTestId('active-filters')).toContainText('백엔드 5년 이상');
  await expect(page.getByRole('button', { name: '필터 (2)' })).toBeHidden(); // the fold-away button is for narrow screens

  // The talent: a new tag and memos, seen only by this organization.
  await page.getByRole('link', { name: '김민지' }).click();
  await expect(page).toHaveURL(/\/ko\/company\/talent-preview\/\d+$/);
  const notes = page.getByTestId('private-notes');
  await expect(notes.getByRole('heading', { name: '비공개 메모' })).toBeVisible();
  await expect(notes).toContainText('우리 조직만 볼 수 있습니다');
  await expect(notes.getByTestId('talent-tags')).toContainText('#Kotlin'); // seeded
  await notes.getByRole('textbox', { name: '태그 추가' }).fill(tag);
  await notes.getByRole('textbox', { name: '태그 추가' }).press('Enter');
  await expect(notes.getByTestId('talent-tags')).toContainText(`#${tag}`);
  await expect(notes.getByRole('textbox', { name: '태그 추가' })).toHaveValue('');

  await notes.getByRole('textbox', { name: '새 메모' }).fill(memo);
  await notes.getByRole('button', { name: '메모 추가' }).click();
  const added = notes.getByTestId('memo').filter({ hasText: memo });
  await expect(added).toBeVisible();
  await expect(added).toContainText('나');
  await added.getByRole('button', { name: /메모 수정$/ }).click();
  await added.getByRole('textbox', { name: '메모', exact: true }).fill(`${memo} (수정)`);
  await added.getByRole('button', { name: '저장', exact: true }).click();
  await expect(notes.getByTestId('memo').filter({ hasText: `${memo} (수정)` })).toBeVisible();

  await notes.getByRole('textbox', { name: '새 메모' }).fill('곧 지울 메모');
  await notes.getByRole('button', { name: '메모 추가' }).click();
  const doomed = notes.getByTestId('memo').filter({ hasText: '곧 지울 메모' });
  await doomed.getByRole('button', { name: /메모 삭제$/ }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: '이 메모를 삭제할까요?' }));
  await confirm.getByRole('button', { name: '삭제', exact: true }).click();
  await expect(doomed).toHaveCount(0);
  await expect(notes.getByTestId('memo').filter({ hasText: `${memo} (수정)` })).toBeVisible();
  await screenshots(page, 'talent-preview-notes-ko');

  // Back to the search: the filters are still in the URL; narrow further by the new tag.
  await page.goBack();
  await expect(page).toHaveURL(/skill=\d+%3A5/);
  await filters.getByRole('combobox', { name: '우리 태그' }).fill(tag);
  await page.getByRole('option', { name: new RegExp(`^${tag}`) }).click();
  await expect(page).toHaveURL(new RegExp(`tag=${encodeURIComponent(tag)}`));
  await expect(page.getByTestId('result-count')).toHaveText('인재 1명');
  const card = page.getByTestId('talent-card');
  await expect(card.getByRole('link', { name: '김민지' })).toBeVisible();
  await expect(card.getByTestId('card-tags')).toContainText(`#${tag}`);

  // Save the search; the same name again is refused.
  await page.getByRole('button', { name: '검색 저장' }).click();
  const saveDialog = page.getByRole('dialog', { name: '이 검색 저장' });
  await saveDialog.getByRole('textbox', { name: '이름' }).fill(searchName);
  await saveDialog.getByRole('button', { name: '저장', exact: true }).click();
  await expect(saveDialog).toBeHidden();
  await expect(page.getByTestId('current-saved-search')).toHaveText(`저장한 검색: ${searchName}`);
  await page.getByRole('button', { name: '검색 저장' }).click();
  await saveDialog.getByRole('textbox', { name: '이름' }).fill(searchName);
  await saveDialog.getByRole('button', { name: '저장', exact: true }).click();
  await expect(saveDialog).toContainText('같은 이름의 저장한 검색이 이미 있습니다.');
  await saveDialog.getByRole('button', { name: '취소' }).click();
  await screenshots(page, 'talent-search-filtered-ko');

  // Clear everything, then re-run the saved search.
  await page.getByRole('button', { name: '필터 초기화' }).first().click();
  await expect(page).toHaveURL(/\/ko\/company\/talent-information$/);
  await expect(page.getByTestId('current-saved-search')).toHaveCount(0);
  await page.getByTestId('saved-searches-open').click();
  const list = page.getByRole('dialog', { name: '저장한 검색' });
  await expect(list.getByTestId('saved-search').filter({ hasText: searchName })).toContainText(`#${tag}`);
  await screenshots(page, 'talent-saved-searches-ko');
  await list.getByRole('button', { name: `“${searchName}” 실행` }).click();
  await expect(list).toBeHidden();
  await expect(page).toHaveURL(/keyword=%EA%B0%9C%EB%B0%9C/);
  await expect(page).toHaveURL(/skill=\d+%3A5/);
  await expect(page).toHaveURL(new RegExp(`tag=${encodeURIComponent(tag)}`));
  await expect(page.getByRole('searchbox', { name: '인재 검색' })).toHaveValue('개발');
  await expect(page.getByTestId('result-count')).toHaveText('인재 1명');
  await expect(page.getByRole('link', { name: '김민지' })).toBeVisible();

  // Rename, then delete with confirmation.
  const renamed = `${searchName} (이름 변경)`;
  await page.getByTestId('saved-searches-open').click();
  await list.getByRole('button', { name: `“${searchName}” 이름 변경` }).click();
  await list.getByRole('textbox', { name: '새 이름' }).fill(renamed);
  await list.getByRole('button', { name: '이름 저장' }).click();
  await expect(list.getByTestId('saved-search').filter({ hasText: renamed })).toBeVisible();
  await list.getByRole('button', { name: `“${renamed}” 삭제` }).click();
  const confirmDelete = page.getByRole('dialog', { name: `“${renamed}” 검색을 삭제할까요?` });
  await confirmDelete.getByRole('button', { name: '삭제', exact: true }).click();
  await expect(list.getByTestId('saved-search').filter({ hasText: renamed })).toHaveCount(0);
});

test('the talent filters open in a sheet on a phone and read in English', async ({ page }) => {
  await signInAsCompany(page, 'en');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/en/company/talent-information');
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  await toggle.click();
  // The sheet gathers the choices; the search changes only with "Show N results".
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(filters).toBeVisible();
  await filters.getByRole('combobox', { name: 'Job roles' }).fill('Software');
  await page.getByRole('option', { name: 'Software engineering' }).click();
  await filters.getByRole('combobox', { name: 'Passed assessments' }).fill('Backend');
  await page.getByRole('option', { name: 'Backend · Level 1+' }).click();
  await filters.getByRole('spinbutton', { name: 'Minimum total years' }).fill('3');
  await filters.getByRole('spinbutton', { name: 'Minimum total years' }).press('Enter');
  await expect(page).not.toHaveURL(/jobRoleCategoryIds/);
  await expect(filters.getByTestId('filters-apply')).toHaveText(/^Show \d+ results?$/);
  await filters.getByTestId('filters-apply').click();
  await expect(page).toHaveURL(/jobRoleCategoryIds=\d+/);
  await expect(page).toHaveURL(/assessment=BACKEND%3A1/);
  await expect(page).toHaveURL(/minTotalYears=3/);
  await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
  await expect(page.getByTestId('active-filters')).toContainText('3+ yrs in total');
  await expect(page.getByTestId('result-count')).toHaveText(/^\d[\d,]*\+? talents?$/);
  await screenshots(page, 'talent-search-filters-en');

  // Chips take one filter off at a time.
  await page.getByRole('button', { name: 'Remove filter: 3+ yrs in total' }).click();
  await expect(page).not.toHaveURL(/minTotalYears/);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/company/talent-information?keyword=React');
  await page.getByRole('link', { name: 'James Park' }).click();
  const notes = page.getByTestId('private-notes');
  await expect(notes.getByRole('heading', { name: 'Private notes' })).toBeVisible();
  await expect(notes).toContainText('Only your organization sees this.');
  await expect(notes.getByTestId('talent-tags')).toContainText('#영어 가능');
  await screenshots(page, 'talent-preview-notes-en');
});
