/** The spec's route for following applications; one application is `{DOCUMENT_REVIEW_PATH}/{appId}`. */
export const DOCUMENT_REVIEW_PATH = '/talent/mypage/manage-job/document-review';

export const applicationsPath = (lang: string) => `/${lang}${DOCUMENT_REVIEW_PATH}`;
export const applicationPath = (lang: string, appId: number) => `/${lang}${DOCUMENT_REVIEW_PATH}/${appId}`;
