import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ConsentSettings } from './consent-settings';
import { DataExportSection } from './data-export-section';
import { SettingsPanel } from './settings-panel';

/** The settings tab for personal data: consents, and a copy of all my data. */
export function PrivacySettings() {
  const { t } = useTranslation('settings');
  return (
    <div className="flex flex-col gap-6">
      <SettingsPanel title={t('privacy.title')}>
        <ConsentSettings />
      </SettingsPanel>
      <SettingsPanel title={t('export.title')}>
        <DataExportSection />
      </SettingsPanel>
    </div>
  );
}

/** The tab named by the address's hash (`#privacy` from the export mail), when the page has it. */
export function useTabFromHash(values: readonly string[]): string | undefined {
  const hash = useLocation().hash.slice(1);
  return values.includes(hash) ? hash : undefined;
}
