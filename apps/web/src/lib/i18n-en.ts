import sharedEnJson from '@app/contract/i18n/en.json';
import type { SharedMessages } from '@app/contract/i18n/messages';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import type { CoreBundle } from './i18n';

const sharedEn: SharedMessages = sharedEnJson;

/**
 * English core messages, loaded like the Korean ones (decision 047): a Korean page no longer downloads them with the
 * entry. Every Korean core key is typed against these, so a Korean page needs no English fallback for them.
 */
export const en: CoreBundle = { common: { ...enCommon, ...sharedEn }, auth: enAuth };
