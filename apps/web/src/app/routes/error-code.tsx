import { useParams } from 'react-router';
import { ErrorPage, NotFoundView } from '../error-views';
import { DefaultLayout } from '../layouts/default-layout';

/** `/:lang/:errorCode`: three digits show that error page without layout; anything else is not found. */
export default function ErrorCodeRoute() {
  const { errorCode = '' } = useParams();
  if (/^\d{3}$/.test(errorCode)) return <ErrorPage status={errorCode} />;
  return (
    <DefaultLayout>
      <NotFoundView />
    </DefaultLayout>
  );
}
