import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';

/** The recovery codes, shown once: copy, download as a text file, then "saved" closes them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('twoStep.copied'));
    } catch {
      // Clipboard refused (permissions): the codes stay on screen to copy by hand.
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'talentbridge-recovery-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-4">
      <h3 id="recovery-codes-title" className="text-base font-semibold text-slate-900">
        {t('twoStep.recoveryTitle')}
      </h3>
      <Alert tone="info">{t('twoStep.recoveryBody')}</Alert>
      <ul
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-5"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('twoStep.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('twoStep.download')}
        </Button>
        <Button onClick={onDone}>{t('twoStep.saved')}</Button>
      </div>
    </section>
  );
}
