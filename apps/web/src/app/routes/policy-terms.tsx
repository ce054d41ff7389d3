import { PolicyDocument } from '../../features/policy/components/policy-document';

export default function PolicyTermsRoute() {
  return <PolicyDocument kind="terms" />;
}
