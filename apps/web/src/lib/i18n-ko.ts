import sharedKoJson from '@app/contract/i18n/ko.json';
import type { SharedMessages } from '@app/contract/i18n/messages';
import koAuth from '../locales/ko/auth.json';
import koCommon from '../locales/ko/common.json';
import type { CoreBundle } from './i18n';

const sharedKo: SharedMessages = sharedKoJson;

/** Korean core messages, typed against English: a key missing here is a type error. */
export const ko: CoreBundle = { common: { ...koCommon, ...sharedKo }, auth: koAuth };
