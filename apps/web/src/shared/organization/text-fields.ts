import type { OrganizationInfo } from '@app/contract/schemas/organization';

/** The organization's free texts, in the order the editor, the public page and the admin review show them. */
export const ORGANIZATION_TEXT_FIELDS = [
  'about',
  'keyService',
  'welfare',
  'employeeReviews',
  'article',
  'industryMarketAnalysis',
] as const satisfies readonly (keyof OrganizationInfo)[];
