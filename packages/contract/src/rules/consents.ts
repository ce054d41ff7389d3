/**
 * Consents a person gives, each asked separately (PIPA Art. 22): the terms and the privacy notice are required,
 * marketing and the talent pool (being kept and proposed to after a rejection; talents only) are optional.
 */
export const CONSENT_KINDS = ['TERMS', 'PRIVACY', 'MARKETING', 'TALENT_POOL'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const REQUIRED_CONSENTS = ['TERMS', 'PRIVACY'] as const satisfies readonly ConsentKind[];
export const OPTIONAL_CONSENTS = ['MARKETING', 'TALENT_POOL'] as const satisfies readonly ConsentKind[];
export type OptionalConsentKind = (typeof OPTIONAL_CONSENTS)[number];

/**
 * The version of each text in force: one place for the server (what is recorded, who must consent again) and the web
 * (the date a policy page shows). Raising a required policy's version asks everyone to consent again at next sign-in.
 */
export const POLICY_VERSIONS: Record<ConsentKind, string> = {
  TERMS: '2026-01-01',
  PRIVACY: '2026-01-01',
  MARKETING: '2026-01-01',
  TALENT_POOL: '2026-11-27',
};

type Role = 'NORMAL' | 'ORGANIZATION' | 'ADMIN';

/** The kinds a role is asked about: the talent pool is for talents; administrators are staff, asked nothing. */
export function consentKindsFor(role: Role): readonly ConsentKind[] {
  if (role === 'ADMIN') return [];
  return role === 'NORMAL' ? CONSENT_KINDS : CONSENT_KINDS.filter((k) => k !== 'TALENT_POOL');
}

export const isRequiredConsent = (kind: ConsentKind) => (REQUIRED_CONSENTS as readonly string[]).includes(kind);

/**
 * Required consents still owed: never given, withdrawn, or given to an older version than the one in force.
 * Versions are ISO dates, so they compare as strings.
 */
export function outstandingConsents(
  role: Role,
  given: readonly { kind: ConsentKind; version: string; isGranted: boolean }[],
  versions: Record<ConsentKind, string> = POLICY_VERSIONS,
): ConsentKind[] {
  return consentKindsFor(role)
    .filter(isRequiredConsent)
    .filter((kind) => {
      const row = given.find((g) => g.kind === kind);
      return !row?.isGranted || row.version < versions[kind];
    });
}
