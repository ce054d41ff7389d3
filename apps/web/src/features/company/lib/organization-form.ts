import type { Industry } from '@app/contract/rules/industries';
import type { CompanySize, OrganizationInfo, UpdateOrganizationRequest } from '@app/contract/schemas/organization';
import { ORGANIZATION_TEXT_FIELDS } from '../../../shared/organization/text-fields';

/** The organization page's form: every text as a string ('' when empty), the size as a value or null. */
export type OrganizationFormValues = {
  companyName: string;
  ceo: string;
  country: string;
  location: string;
  companySize: CompanySize | null;
  industry: Industry | null;
  phone: string;
  website: string;
  logoUrl: string;
  about: string;
  keyService: string;
  welfare: string;
  employeeReviews: string;
  article: string;
  industryMarketAnalysis: string;
  firstName: string;
  lastName: string;
  position: string;
};

/**
 * The company sizes, in order. The contract's `COMPANY_SIZES` is a value of the schema module (and so of zod);
 * the record makes the compiler check this copy has every size.
 */
const SIZES: Record<CompanySize, number> = {
  '1-10': 0,
  '11-50': 1,
  '51-200': 2,
  '201-500': 3,
  '501-1000': 4,
  '1001+': 5,
};
export const COMPANY_SIZES = (Object.keys(SIZES) as CompanySize[]).sort((a, b) => SIZES[a] - SIZES[b]);

export const FORM_FIELDS = [
  'companyName',
  'ceo',
  'country',
  'location',
  'companySize',
  'industry',
  'phone',
  'website',
  'logoUrl',
  ...ORGANIZATION_TEXT_FIELDS,
  'firstName',
  'lastName',
  'position',
] as const satisfies readonly (keyof OrganizationFormValues)[];

/** The server's information as form values. */
export function toFormValues(info: OrganizationInfo): OrganizationFormValues {
  return {
    companyName: info.companyName,
    ceo: info.ceo ?? '',
    country: info.country ?? '',
    location: info.location ?? '',
    companySize: info.companySize,
    industry: info.industry,
    phone: info.phone ?? '',
    website: info.website ?? '',
    logoUrl: info.logoUrl ?? '',
    about: info.about ?? '',
    keyService: info.keyService ?? '',
    welfare: info.welfare ?? '',
    employeeReviews: info.employeeReviews ?? '',
    article: info.article ?? '',
    industryMarketAnalysis: info.industryMarketAnalysis ?? '',
    firstName: info.firstName ?? '',
    lastName: info.lastName ?? '',
    position: info.position ?? '',
  };
}

/**
 * The `PUT /api/v1/organizations/{id}` body: every field, empty ones as null (which clears them). While the
 * verified fields are locked they are left out, so a locked page never trips `ORGANIZATION_LOCKED`.
 */
export function toUpdateBody(values: OrganizationFormValues, isLocked: boolean): UpdateOrganizationRequest {
  const orNull = (value: string) => (value.trim() ? value.trim() : null);
  const body: UpdateOrganizationRequest = {
    location: orNull(values.location),
    companySize: values.companySize,
    industry: values.industry,
    phone: orNull(values.phone),
    website: orNull(values.website),
    logoUrl: orNull(values.logoUrl),
    about: orNull(values.about),
    keyService: orNull(values.keyService),
    welfare: orNull(values.welfare),
    employeeReviews: orNull(values.employeeReviews),
    article: orNull(values.article),
    industryMarketAnalysis: orNull(values.industryMarketAnalysis),
    firstName: orNull(values.firstName),
    lastName: orNull(values.lastName),
    position: orNull(values.position),
  };
  if (isLocked) return body;
  return { ...body, companyName: values.companyName.trim(), ceo: orNull(values.ceo), country: orNull(values.country) };
}
