/**
 * What each member of a hiring team may do (decision 034). The server's guards and the web's menus both ask
 * `canMember`, so the rule lives here once.
 */
export const MEMBER_ROLES = ['OWNER', 'RECRUITER', 'INTERVIEWER'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const CAPABILITIES = [
  /** Invite, change roles, remove members. */
  'MEMBERS_MANAGE',
  /** Edit the organization's information, documents, verification and company-wide settings. */
  'ORGANIZATION_EDIT',
  /** Create, edit, open and close postings; assign interviewers to them. */
  'POSTINGS_MANAGE',
  /** Every candidate of every posting, with contact data. */
  'CANDIDATES_ALL',
  /** The candidates of the postings the member is assigned to (what an interview needs). */
  'CANDIDATES_ASSIGNED',
  /** Move applications: decisions, offers, interview proposals, additional assessments. */
  'CANDIDATES_DECIDE',
  /** Search and browse talents, recommendations, saved searches, proposals to talents. */
  'TALENTS_SEARCH',
  /** Groups, tags and memos on talents. */
  'TALENT_NOTES',
  /** See the team (members and their roles). */
  'TEAM_VIEW',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const RECRUITER: readonly Capability[] = [
  'POSTINGS_MANAGE',
  'CANDIDATES_ALL',
  'CANDIDATES_ASSIGNED',
  'CANDIDATES_DECIDE',
  'TALENTS_SEARCH',
  'TALENT_NOTES',
  'TEAM_VIEW',
];

const ROLE_CAPABILITIES: Record<MemberRole, readonly Capability[]> = {
  OWNER: [...RECRUITER, 'MEMBERS_MANAGE', 'ORGANIZATION_EDIT'],
  RECRUITER,
  INTERVIEWER: ['CANDIDATES_ASSIGNED', 'TEAM_VIEW'],
};

/** Whether a member with `role` may do what `capability` names; no role (not a member) may do nothing. */
export function canMember(role: MemberRole | null | undefined, capability: Capability): boolean {
  return role ? ROLE_CAPABILITIES[role].includes(capability) : false;
}

/** The roles an owner may give in an invitation or a change of role. */
export const ASSIGNABLE_ROLES = MEMBER_ROLES;

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/**
 * Whether removing `target` or changing its role to `nextRole` would leave the organization without an owner.
 * `owners` is the number of owners now.
 */
export function leavesNoOwner(owners: number, target: MemberRole, nextRole: MemberRole | null): boolean {
  return target === 'OWNER' && nextRole !== 'OWNER' && owners <= 1;
}
