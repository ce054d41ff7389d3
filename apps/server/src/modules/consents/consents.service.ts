import {
  type ConsentKind,
  consentKindsFor,
  isRequiredConsent,
  outstandingConsents,
  POLICY_VERSIONS,
} from '@app/contract/rules/consents';
import type { Consents, ConsentsUpdateRequest } from '@app/contract/schemas/consent';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth';
import {
  type ConsentChange,
  type ConsentSource,
  deleteConsentsOf,
  findConsentHistory,
  findConsents,
  writeConsents,
} from './consents.queries';

export { deleteConsentsOf };

type Role = AuthContext['role'];
const HISTORY_SHOWN = 50;

/** Required consents the user still owes (a changed policy, or none recorded). */
export async function pendingConsentsOf(db: DbOrTx, userId: number, role: Role): Promise<ConsentKind[]> {
  if (role === 'ADMIN') return [];
  return outstandingConsents(role, await findConsents(db, userId));
}

/** Sign-up (e-mail or social): each consent recorded separately with the version of its text. */
export async function recordSignupConsents(
  tx: DbOrTx,
  userId: number,
  role: Role,
  agreements: { marketing: boolean; talentPool: boolean },
) {
  const kinds = consentKindsFor(role);
  const granted: Record<ConsentKind, boolean> = {
    TERMS: true,
    PRIVACY: true,
    MARKETING: agreements.marketing,
    TALENT_POOL: agreements.talentPool,
  };
  await writeConsents(
    tx,
    userId,
    kinds.map((kind) => ({ kind, version: POLICY_VERSIONS[kind], isGranted: granted[kind] })),
    'SIGNUP',
  );
}

export async function getConsents(deps: Deps, auth: AuthContext): Promise<Consents> {
  const [rows, history] = await Promise.all([
    findConsents(deps.db, auth.userId),
    findConsentHistory(deps.db, auth.userId, HISTORY_SHOWN),
  ]);
  return {
    consents: consentKindsFor(auth.role).map((kind) => {
      const row = rows.find((r) => r.kind === kind);
      return {
        kind,
        isRequired: isRequiredConsent(kind),
        isGranted: row?.isGranted ?? false,
        version: row?.version ?? null,
        currentVersion: POLICY_VERSIONS[kind],
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    }),
    pending: outstandingConsents(auth.role, rows),
    history: history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
  };
}

const FIELD_OF: Record<ConsentKind, keyof ConsentsUpdateRequest> = {
  TERMS: 'terms',
  PRIVACY: 'privacy',
  MARKETING: 'marketing',
  TALENT_POOL: 'talentPool',
};

/**
 * Agrees to the required texts in force (the re-consent page) and gives or withdraws optional consents (settings).
 * Only real changes are recorded; a kind the role is not asked about (a company's talent pool) is ignored.
 */
export async function updateConsents(deps: Deps, auth: AuthContext, input: ConsentsUpdateRequest) {
  await deps.db.transaction(async (tx) => {
    const rows = await findConsents(tx, auth.userId);
    const changes: ConsentChange[] = [];
    let source: ConsentSource = 'SETTINGS';
    for (const kind of consentKindsFor(auth.role)) {
      const wanted = input[FIELD_OF[kind]];
      if (wanted === undefined) continue;
      const row = rows.find((r) => r.kind === kind);
      const version = POLICY_VERSIONS[kind];
      if (row && row.isGranted === wanted && row.version === version) continue;
      if (isRequiredConsent(kind)) source = 'RECONSENT';
      changes.push({ kind, version, isGranted: wanted });
    }
    await writeConsents(tx, auth.userId, changes, source);
  });
  return getConsents(deps, auth);
}
