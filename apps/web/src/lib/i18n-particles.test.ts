import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';

describe('Korean particles through i18next', () => {
  beforeAll(() => {
    i18n.addResourceBundle('ko', 'common', {
      probe: '{{company, 을를}} 관리하세요',
      probeQuoted: '이름을 {{name, 으로(quoted: true)}} 바꿨습니다',
    });
  });

  it('picks the form that follows the value', () => {
    const t = i18n.getFixedT('ko');
    expect(t('probe' as never, { company: '가온테크' })).toBe('가온테크를 관리하세요');
    expect(t('probe' as never, { company: '한빛소프트웨어' })).toBe('한빛소프트웨어를 관리하세요');
    expect(t('probe' as never, { company: '서울랩' })).toBe('서울랩을 관리하세요');
    expect(t('probeQuoted' as never, { name: '백엔드 팀' })).toBe('이름을 “백엔드 팀”으로 바꿨습니다');
  });
});
