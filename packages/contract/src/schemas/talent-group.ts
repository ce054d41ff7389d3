import { z } from 'zod';
import { pageOf } from '../envelope';
import {
  PROPOSAL_MESSAGE_MAX,
  TALENT_GROUP_NAME_MAX,
  TALENT_MEMO_MAX,
  TALENT_TAG_MAX,
  TALENT_TAGS_PER_TALENT_MAX,
} from '../limits';
import { idSchema, pageFields, requiredText } from './common';

/* ---------- talent groups (talents of interest) ---------- */

export const TalentGroupRequestSchema = z.strictObject({ name: requiredText(TALENT_GROUP_NAME_MAX) });
export const TalentGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  talentCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type TalentGroup = z.infer<typeof TalentGroupSchema>;
export const TalentGroupListSchema = z.array(TalentGroupSchema);

export const OrgParamsSchema = z.object({ orgId: idSchema() });
export const GroupParamsSchema = z.object({ orgId: idSchema(), groupId: idSchema() });
export const GroupTalentParamsSchema = z.object({ orgId: idSchema(), groupId: idSchema(), talentId: idSchema() });
export const OrgUserParamsSchema = z.object({ orgId: idSchema(), userId: idSchema() });
export const OrgTalentParamsSchema = z.object({ orgId: idSchema(), talentId: idSchema() });

export const GROUP_TALENT_SORTS = ['RECENTLY_ADDED', 'RECENTLY_UPDATED', 'NAME'] as const;
/** `GET …/talent-group/users`: every bookmarked talent, or one group's; optionally one tag. */
export const GroupTalentsQuerySchema = z.strictObject({
  ...pageFields,
  groupId: idSchema().optional(),
  sort: z.enum(GROUP_TALENT_SORTS, { error: 'validation.invalid' }).default('RECENTLY_ADDED'),
  tag: z.string().trim().min(1).max(TALENT_TAG_MAX, { error: 'validation.tooLong' }).optional(),
});
export type GroupTalentsQuery = z.output<typeof GroupTalentsQuerySchema>;

/** Where a talent is bookmarked in the caller's organization (`groupId` null when not bookmarked). */
export const TalentGroupMembershipSchema = z.object({
  userId: z.number().int(),
  isBookMarked: z.boolean(),
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
});
export type TalentGroupMembership = z.infer<typeof TalentGroupMembershipSchema>;

/* ---------- tags ---------- */

/** `PUT …/talents/{talentId}/tags`: the whole set (trimmed, without repeats ignoring case). */
export const TalentTagsRequestSchema = z.strictObject({
  tags: z
    .array(requiredText(TALENT_TAG_MAX), { error: 'validation.invalid' })
    .max(TALENT_TAGS_PER_TALENT_MAX, { error: 'validation.tooMany' })
    .transform((list) => {
      const seen = new Set<string>();
      return list.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
    }),
});
export const TalentTagsSchema = z.object({ talentId: z.number().int(), tags: z.array(z.string()) });
export const OrganizationTagSchema = z.object({ tag: z.string(), talentCount: z.number().int() });
export const OrganizationTagListSchema = z.array(OrganizationTagSchema);
export const TagParamsSchema = z.object({ orgId: idSchema(), tag: z.string().trim().min(1).max(TALENT_TAG_MAX) });

/* ---------- memos ---------- */

export const TalentMemoRequestSchema = z.strictObject({ content: requiredText(TALENT_MEMO_MAX) });
export const TalentMemoSchema = z.object({
  id: z.number().int(),
  talentId: z.number().int(),
  content: z.string(),
  author: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TalentMemo = z.infer<typeof TalentMemoSchema>;
export const TalentMemoPageSchema = pageOf(TalentMemoSchema);
export const MemoParamsSchema = z.object({ orgId: idSchema(), talentId: idSchema(), memoId: idSchema() });
export const MemoPageQuerySchema = z.strictObject(pageFields);

/* ---------- proposals ---------- */

export const PROPOSAL_STATUSES = ['OPEN', 'ACCEPTED', 'DECLINED'] as const;
export const ProposalStatusSchema = z.enum(PROPOSAL_STATUSES, { error: 'validation.invalid' });

/** `POST …/talents/{talentId}/proposals`: one of the organization's open postings and a message. */
export const ProposalRequestSchema = z.strictObject({
  jobPostingId: idSchema(),
  message: requiredText(PROPOSAL_MESSAGE_MAX),
});

export const ProposalSchema = z.object({
  id: z.number().int(),
  status: ProposalStatusSchema,
  message: z.string(),
  talentId: z.number().int(),
  talentName: z.object({ firstName: z.string(), lastName: z.string() }),
  jobPostingId: z.number().int(),
  postingTitle: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  logoImageUrl: z.string().nullable(),
  applicationId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
});
export type Proposal = z.infer<typeof ProposalSchema>;
export const ProposalPageSchema = pageOf(ProposalSchema);
export const ProposalListQuerySchema = z.strictObject({ ...pageFields, status: ProposalStatusSchema.optional() });
export const UserProposalParamsSchema = z.object({ id: idSchema(), proposalId: idSchema() });
