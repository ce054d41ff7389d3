import { formatName } from '@app/contract/rules/names';
import type { TalentProfile } from '@app/contract/schemas/profile';
import type { ResumeContent } from '@app/contract/schemas/resume';

/**
 * The talent's name as the contract writes it: a Korean name family name first without a space, others "First Last",
 * whatever the résumé's language (an English résumé of 정하나 still reads 정하나, not "하나 정").
 */
export const displayName = (owner: { firstName: string; lastName: string }) =>
  formatName(owner.firstName, owner.lastName);

/** A copy of the profile as résumé content: what a new version starts from. */
export function contentFromProfile(
  owner: { firstName: string; lastName: string },
  profile: TalentProfile,
): ResumeContent {
  const representative = profile.jobRoles.find((r) => r.isRepresentative) ?? profile.jobRoles[0];
  return {
    basics: {
      name: displayName(owner),
      headline: representative?.jobRole ?? null,
      summary: profile.profile.introduction,
      city: profile.profile.city,
      country: profile.profile.country,
    },
    workExperiences: profile.workExperiences.map((w) => ({
      companyName: w.companyName,
      position: w.position,
      startDate: w.startDate,
      endDate: w.endDate,
      description: w.description,
    })),
    educations: profile.educations.map((e) => ({
      schoolName: e.schoolName,
      major: e.major,
      degree: e.degree,
      entranceDate: e.entranceDate,
      graduationDate: e.graduationDate,
      gpa: e.gpa,
    })),
    projects: profile.projects.map((p) => ({
      projectName: p.projectName,
      role: p.role,
      startDate: p.startDate,
      endDate: p.endDate,
      description: p.description,
      links: p.links,
    })),
    skills: profile.techStacks.map((s) => ({ name: s.skill, experienceYears: s.experienceYears })),
    certificates: profile.certificates.map((c) => ({
      certName: c.certName,
      issueOrganization: c.issueOrganization,
      issueDate: c.issueDate,
    })),
    languages: [],
    links: profile.profileUrls.map((u) => ({ type: u.type, url: u.url })),
  };
}
