import { describe, expect, it } from 'vitest';
import { boardTargets, moveForDrop } from './board';

describe('the pipeline board', () => {
  it('offers the moves the state rule allows', () => {
    expect(boardTargets('INTERVIEW_SCHEDULED').map((m) => m.to)).toEqual([
      'INTERVIEW_PROPOSED',
      'OFFERED',
      'REJECTED',
      'CANCELLED',
    ]);
    expect(boardTargets('HIRED')).toEqual([]);
  });

  it('turns a drop into the move, or refuses it', () => {
    expect(moveForDrop('APPLIED', 'OFFERED')).toBe('OFFER');
    expect(moveForDrop('OFFER_ACCEPTED', 'HIRED')).toBe('HIRE');
    expect(moveForDrop('APPLIED', 'HIRED')).toBeNull();
    expect(moveForDrop('APPLIED', 'APPLIED')).toBeNull();
  });
});
