import type { InterestCategories, ProfileSummary } from '@app/contract/schemas/account';
import type { TalentNotificationSettings } from '@app/contract/schemas/user';

type CatalogueItem = { id: number; categoryId: number; category: string; nameEn: string; nameKo: string };

export function presentSummary(row: ProfileSummary): ProfileSummary {
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, imageUrl: row.imageUrl, locale: row.locale };
}

export function presentTalentNotifications(row: TalentNotificationSettings): TalentNotificationSettings {
  return {
    emailNotiFlag: row.emailNotiFlag,
    pushNotiFlag: row.pushNotiFlag,
    noticeNotiFlag: row.noticeNotiFlag,
    recommendedJobNotiFlag: row.recommendedJobNotiFlag,
    jobResultFlag: row.jobResultFlag,
  };
}

/** Catalogue rows in the order the talent chose them. */
export function presentInterests(
  ids: { skillIds: number[]; jobTitleIds: number[] },
  skills: CatalogueItem[],
  jobTitles: CatalogueItem[],
): InterestCategories {
  const pick = (order: number[], rows: CatalogueItem[]) =>
    order.flatMap((id) => {
      const row = rows.find((r) => r.id === id);
      return row
        ? [{ id: row.id, category: row.category, categoryId: row.categoryId, nameEn: row.nameEn, nameKo: row.nameKo }]
        : [];
    });
  return { interestedSkills: pick(ids.skillIds, skills), interestedJobRoles: pick(ids.jobTitleIds, jobTitles) };
}
