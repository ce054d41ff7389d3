import { monthsBetween } from '@app/contract/rules/months';
import type { TalentProfile, TalentProfileView } from '@app/contract/schemas/profile';
import type { ProfileBundle } from './profiles.queries';

const EMPTY_PROFILE: TalentProfile['profile'] = {
  id: null,
  jobSeekingStatus: null,
  country: null,
  city: null,
  introduction: null,
  isJobOffersAcceptable: true,
  profileImgUrl: null,
};

/** Rows → the profile DTO. The duration of a current job runs to `today`. */
export function presentProfile(userId: number, b: ProfileBundle, today = new Date()): TalentProfile {
  return {
    userId,
    profile: b.profile
      ? {
          id: b.profile.id,
          jobSeekingStatus: b.profile.jobSeekingStatus,
          country: b.profile.country,
          city: b.profile.city,
          introduction: b.profile.introduction,
          isJobOffersAcceptable: b.profile.isJobOffersAcceptable,
          profileImgUrl: b.profile.profileImgUrl,
        }
      : EMPTY_PROFILE,
    jobRoles: b.jobRoles.map((r) => ({
      id: r.id,
      categoryId: r.categoryId,
      jobRole: r.jobRole,
      experienceYears: r.experienceYears,
      isRepresentative: r.isRepresentative,
    })),
    techStacks: b.techStacks.map((r) => ({
      id: r.id,
      categoryId: r.categoryId,
      skill: r.skill,
      experienceYears: r.experienceYears,
    })),
    educations: b.educations.map((r) => ({
      id: r.id,
      schoolName: r.schoolName,
      entranceDate: r.entranceDate,
      graduationDate: r.graduationDate,
      degree: r.degree,
      location: r.location,
      major: r.major,
      gpa: r.gpa === null ? null : Number(r.gpa),
    })),
    workExperiences: b.workExperiences.map((r) => ({
      id: r.id,
      companyName: r.companyName,
      startDate: r.startDate,
      endDate: r.endDate,
      position: r.jobPosition,
      description: r.description,
      durationMonths: monthsBetween(r.startDate, r.endDate ?? today),
    })),
    projects: b.projects.map((r) => ({
      id: r.id,
      order: r.sortOrder,
      projectName: r.projectName,
      startDate: r.startDate,
      endDate: r.endDate,
      description: r.description,
      role: r.role,
      links: r.links,
    })),
    certificates: b.certificates.map((r) => ({
      id: r.id,
      issueDate: r.issueDate,
      certName: r.certName,
      issueOrganization: r.issueOrganization,
    })),
    profileUrls: b.profileUrls.map((r) => ({ id: r.id, type: r.type, url: r.url })),
  };
}

export function presentProfileView(
  owner: { id: number; firstName: string; lastName: string; imageUrl: string | null },
  b: ProfileBundle,
): TalentProfileView {
  return {
    ...presentProfile(owner.id, b),
    firstName: owner.firstName,
    lastName: owner.lastName,
    imageUrl: owner.imageUrl,
  };
}
