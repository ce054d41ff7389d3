import type { Deps } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { countryTimeZone, talentTimeZoneOf } from '../countries/countries.service';
import { findTalentTimeZone, setTalentTimeZone } from './profiles.queries';

/* The talent's own time zone (decision 036): chosen in the profile settings, else their country's. */

function present(row: { timeZone: string | null; country: string | null }) {
  return { timeZone: row.timeZone, countryTimeZone: countryTimeZone(row.country), effective: talentTimeZoneOf(row) };
}

/** The caller's zone (404 for anyone else or before the profile exists). */
export async function getTalentTimeZone(deps: Deps, auth: AuthContext, userId: number) {
  if (auth.userId !== userId) throw notFound();
  const row = await findTalentTimeZone(deps.db, userId);
  if (!row) throw notFound();
  return present(row);
}

export async function updateTalentTimeZone(deps: Deps, auth: AuthContext, userId: number, timeZone: string | null) {
  if (auth.userId !== userId) throw notFound();
  const row = await setTalentTimeZone(deps.db, userId, timeZone);
  if (!row) throw notFound();
  return present(row);
}
