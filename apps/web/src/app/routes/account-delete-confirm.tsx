import { AccountDeletionConfirm } from '../../features/settings/components/account-deletion-confirm';

export default function AccountDeleteConfirmRoute() {
  return <AccountDeletionConfirm />;
}
