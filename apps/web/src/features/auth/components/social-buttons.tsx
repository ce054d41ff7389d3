import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { useLang } from '../../../lib/use-lang';
import { oauthStartUrl, useOAuthProviders } from '../api/oauth';

const NAMES = { google: 'Google', kakao: 'Kakao', naver: 'NAVER' } as const;
/** Each provider's own colours, as their brand rules ask for their buttons. */
const LOOKS = {
  google: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  kakao: 'bg-[#FEE500] text-[#191919] hover:bg-[#f5dc00]',
  naver: 'bg-[#03C75A] text-white hover:bg-[#02b350]',
} as const;

/** "Continue with …" for each configured provider, then a divider; nothing when none is configured. */
export function SocialButtons({ type }: { type: 'talent' | 'company' }) {
  const { t } = useTranslation('auth');
  const lang = useLang();
  const providers = useOAuthProviders();
  const list = providers.data ?? [];
  if (list.length === 0) return null;
  return (
    <div className="mb-6 flex flex-col gap-3">
      {list.map((provider) => (
        <a
          key={provider}
          href={oauthStartUrl(provider, type, lang)}
          className={buttonClasses({ size: 'lg', fullWidth: true, variant: 'secondary', className: LOOKS[provider] })}
        >
          {t('social.continueWith', { provider: NAMES[provider] })}
        </a>
      ))}
      <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t('social.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
    </div>
  );
}
