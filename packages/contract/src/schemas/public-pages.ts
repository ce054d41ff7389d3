import { z } from 'zod';
import { CompanySizeSchema, OrganizationPublicSchema } from './organization';
import { PostingCardSchema } from './posting';

/**
 * What visitors who are not signed in may see (`/api/v1/public/...`): open postings of verified companies and those
 * companies' pages. Nothing about the reader (follows, applications), no counts of views or applicants, no contact data.
 */
export const PublicJobCardSchema = PostingCardSchema.omit({
  status: true,
  isFollowed: true,
  viewCount: true,
  applicantCount: true,
});
export type PublicJobCard = z.infer<typeof PublicJobCardSchema>;

/** `GET /api/v1/public/jobs/{id}`: an open posting's page (closed ones answer 410 POSTING_GONE). */
export const PublicJobSchema = PublicJobCardSchema.extend({
  businessOverview: z.string(),
  mainDuties: z.string().nullable(),
  requiredQualification: z.string(),
  preferredQualification: z.string().nullable(),
  hiringProcess: z.string().nullable(),
  /** The stated schedule and the document-retention window (Fair Hiring Procedure Act, decision 039). */
  documentsBy: z.iso.date().nullable(),
  interviewsBy: z.iso.date().nullable(),
  resultBy: z.iso.date().nullable(),
  documentRetentionDays: z.number().int(),
  otherDetails: z.string().nullable(),
  aiSummary: z.string().nullable(),
  organizationWebsite: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type PublicJob = z.infer<typeof PublicJobSchema>;

/** A verified company as the landing page features it. */
export const PublicCompanyCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  country: z.string().nullable(),
  location: z.string().nullable(),
  companySize: CompanySizeSchema.nullable(),
  openPostingCount: z.number().int(),
});
export type PublicCompanyCard = z.infer<typeof PublicCompanyCardSchema>;

/** `GET /api/v1/public/organizations/{id}`: a verified company's page with its newest open postings. */
export const PublicCompanySchema = OrganizationPublicSchema.extend({
  updatedAt: z.iso.datetime(),
  openPostings: z.array(PublicJobCardSchema),
});
export type PublicCompany = z.infer<typeof PublicCompanySchema>;

/** `GET /api/v1/public/home`: the landing page's newest open postings and featured verified companies. */
export const PublicHomeSchema = z.object({
  latestPostings: z.array(PublicJobCardSchema),
  featuredCompanies: z.array(PublicCompanyCardSchema),
});
export type PublicHome = z.infer<typeof PublicHomeSchema>;
