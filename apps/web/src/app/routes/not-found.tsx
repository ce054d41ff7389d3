import { NotFoundView } from '../error-views';

export default function NotFoundRoute() {
  return <NotFoundView />;
}
