// A type import only: the contract's ASSESSMENT_TRACKS sits beside its zod schema, and a value import would bring
// zod into the first JavaScript of every screen that lists tracks.
import type { AssessmentTrack } from '@app/contract/schemas/assessment-track';

/** The assessment tracks in the order every list and badge shows them. */
export const TRACK_VALUES = [
  'FRONTEND',
  'BACKEND',
  'MOBILE',
  'DATA',
  'DEVOPS',
] as const satisfies readonly AssessmentTrack[];
export const LEVEL_VALUES = [1, 2, 3] as const;
