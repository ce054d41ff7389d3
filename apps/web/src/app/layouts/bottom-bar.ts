import type { CurrentUser } from '@app/contract/schemas/user';
import { useMatches } from 'react-router';

/** A route whose `handle` says so (a timed assessment) has its own bar at the bottom, in place of the navigation. */
export type LayoutHandle = { ownBottomBar?: boolean };

/**
 * What sits at the bottom of a phone's screen: the navigation (signed in), the screen's own bar (its route's
 * handle), or nothing (visitors). Both bars are 3.5 rem tall above the safe area, and the layout keeps that room.
 */
export function useBottomBar(user: CurrentUser | null | undefined): 'nav' | 'screen' | null {
  const matches = useMatches();
  if (matches.some((m) => (m.handle as LayoutHandle | undefined)?.ownBottomBar)) return 'screen';
  return user ? 'nav' : null;
}
