import { QuestionBankPage } from '../../features/admin/components/question-bank-page';

/** `/admin/assessment-questions`: the skill assessments' question bank (administrators). */
export default function AdminAssessmentQuestionsRoute() {
  return <QuestionBankPage />;
}
