import { Navigate, useLocation } from 'react-router';
import { applicationsPath } from '../../features/applications/lib/application-paths';
import { useLang } from '../../lib/use-lang';

/** `/talent/mypage/applications`, the earlier address of the list: now the spec's document-review page. */
export default function TalentApplicationsRoute() {
  const lang = useLang();
  const { search } = useLocation();
  return <Navigate replace to={{ pathname: applicationsPath(lang), search }} />;
}
