import { describe, expect, it } from 'vitest';
import { canSeeOthersScorecards, criterionLabel, scorecardCriteriaOf, visibleScorecards } from './scorecard';

describe('scorecard criteria', () => {
  it('uses the company criteria, or bilingual defaults when none are set', () => {
    expect(scorecardCriteriaOf(['System design', 'Go'])).toEqual(['System design', 'Go']);
    const defaults = scorecardCriteriaOf([]);
    expect(defaults).toHaveLength(5);
    expect(scorecardCriteriaOf(null)).toEqual(defaults);
    expect(criterionLabel('default:communication', 'en')).toBe('Communication');
    expect(criterionLabel('default:communication', 'ko')).toBe('의사소통');
    expect(criterionLabel('System design', 'ko')).toBe('System design');
  });
});

describe('scorecard visibility', () => {
  const cards = [{ interviewerUserId: 1 }, { interviewerUserId: 2 }];
  it('shows everything to members off the panel and to panel members who submitted', () => {
    expect(canSeeOthersScorecards({ isOnPanel: false, hasSubmitted: false })).toBe(true);
    expect(canSeeOthersScorecards({ isOnPanel: true, hasSubmitted: true })).toBe(true);
    expect(visibleScorecards(9, [1, 2], cards)).toHaveLength(2);
    expect(visibleScorecards(1, [1, 2, 3], cards)).toHaveLength(2);
  });

  it('hides the others from a panel member who has not submitted yet', () => {
    expect(canSeeOthersScorecards({ isOnPanel: true, hasSubmitted: false })).toBe(false);
    expect(visibleScorecards(3, [1, 2, 3], cards)).toEqual([]);
  });
});
