/** Role-agnostic account settings parts, for the talent and the company settings screens. */
export { AccountDeletionSection } from './components/account-deletion-section';
export { PasswordChangeForm } from './components/password-change-form';
export { ProfileSummaryForm } from './components/profile-summary-form';
