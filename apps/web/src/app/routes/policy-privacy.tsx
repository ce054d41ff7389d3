import { PolicyDocument } from '../../features/policy/components/policy-document';

export default function PolicyPrivacyRoute() {
  return <PolicyDocument kind="privacy" />;
}
