import en from './en.json';
import ko from './ko.json';

/** Messages both sides share: error keys and validation keys. Korean must have every English key (typed). */
export type SharedMessages = typeof en;
const korean: SharedMessages = ko;
export const sharedMessages = { en, ko: korean } as const;
