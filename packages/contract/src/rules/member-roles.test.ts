import { describe, expect, it } from 'vitest';
import { CAPABILITIES, canMember, leavesNoOwner, MEMBER_ROLES } from './member-roles';

describe('member roles', () => {
  it('gives the owner every capability', () => {
    for (const c of CAPABILITIES) expect(canMember('OWNER', c)).toBe(true);
  });

  it('keeps members and organization edits from recruiters', () => {
    expect(canMember('RECRUITER', 'MEMBERS_MANAGE')).toBe(false);
    expect(canMember('RECRUITER', 'ORGANIZATION_EDIT')).toBe(false);
    for (const c of [
      'POSTINGS_MANAGE',
      'CANDIDATES_ALL',
      'CANDIDATES_DECIDE',
      'TALENTS_SEARCH',
      'TALENT_NOTES',
    ] as const)
      expect(canMember('RECRUITER', c)).toBe(true);
  });

  it('lets an interviewer only see assigned candidates and the team', () => {
    const allowed = CAPABILITIES.filter((c) => canMember('INTERVIEWER', c));
    expect(allowed).toEqual(['CANDIDATES_ASSIGNED', 'TEAM_VIEW']);
  });

  it('gives nothing without a role', () => {
    for (const c of CAPABILITIES) expect(canMember(null, c)).toBe(false);
  });

  it('every role sees its assigned candidates (a role that sees all sees the assigned too)', () => {
    for (const r of MEMBER_ROLES) expect(canMember(r, 'CANDIDATES_ASSIGNED')).toBe(true);
  });

  it('refuses to leave an organization without an owner', () => {
    expect(leavesNoOwner(1, 'OWNER', 'RECRUITER')).toBe(true);
    expect(leavesNoOwner(1, 'OWNER', null)).toBe(true);
    expect(leavesNoOwner(2, 'OWNER', null)).toBe(false);
    expect(leavesNoOwner(1, 'OWNER', 'OWNER')).toBe(false);
    expect(leavesNoOwner(1, 'RECRUITER', null)).toBe(false);
  });
});
