/** Limits shared by the web app and the server. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 50;
export const EMAIL_MAX = 254;
export const COMPANY_NAME_MAX = 100;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

export const SESSION_DAYS = 30;
export const EMAIL_VERIFICATION_HOURS = 24;
/**
 * A verification link signs its user in only this long after it was sent (it verifies for the whole 24 hours): a
 * link that grants a session is treated like a password-reset link.
 */
export const VERIFICATION_SIGNIN_MINUTES = 60;
export const PASSWORD_RESET_MINUTES = 60;
export const ACCOUNT_DELETION_HOURS = 24;

/**
 * Sign-in throttling (decision 020): failures allowed per window for one account from one address, for one address
 * over all accounts, and (slower) for one account from everywhere. Only the last locks the owner out, and the owner
 * can lift it by a mail link or a password reset.
 */
export const SIGNIN_MAX_FAILURES_PER_PAIR = 5;
export const SIGNIN_MAX_FAILURES_PER_IP = 20;
export const SIGNIN_WINDOW_SECONDS = 15 * 60;
export const SIGNIN_MAX_FAILURES_PER_ACCOUNT = 50;
export const SIGNIN_ACCOUNT_WINDOW_SECONDS = 60 * 60;
export const SIGNIN_UNLOCK_MINUTES = 60;
/** Sign-ups per address per minute, like e-mail checks (answers never say whether the e-mail has an account). */
export const SIGNUPS_PER_MINUTE = 20;
/** Mails a single address may trigger (resend verification, reset) per window. */
export const MAIL_REQUESTS_PER_WINDOW = 5;
export const MAIL_WINDOW_SECONDS = 15 * 60;
/** E-mail availability checks per address per minute. */
export const EMAIL_CHECKS_PER_MINUTE = 20;

export const REDIRECT_COOKIE_SECONDS = 300;
export const LANG_COOKIE_DAYS = 365;
export const HTTP_TIMEOUT_MS = 40_000;

export const PASS_SCORE = 70;
export const TOTAL_SCORE_DEFAULT = 100;
export const GPA_MIN = 0;
export const GPA_MAX = 5;

/** Organization information and verification documents. */
export const ORG_SHORT_TEXT_MAX = 200;
export const ORG_LONG_TEXT_MAX = 5000;
export const URL_MAX = 2048;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENTS_PER_UPLOAD_MAX = 10;
export const DOCUMENTS_PER_ORGANIZATION_MAX = 20;
/** Change requests an organization may send to the administrators per hour. */
export const ORG_CHANGE_REQUESTS_PER_HOUR = 5;

/** Talent profile: text lengths and list counts. */
export const PROFILE_TEXT_MAX = 100;
export const PROFILE_CITY_MAX = 100;
export const PROFILE_INTRODUCTION_MAX = 3000;
export const PROFILE_DESCRIPTION_MAX = 3000;
export const PROFILE_URL_MAX = 500;
export const EXPERIENCE_YEARS_MAX = 60;
export const PROFILE_MAX_JOB_ROLES = 10;
export const PROFILE_MAX_TECH_STACKS = 50;
export const PROFILE_MAX_EDUCATIONS = 10;
export const PROFILE_MAX_WORK_EXPERIENCES = 30;
export const PROFILE_MAX_PROJECTS = 30;
export const PROFILE_MAX_CERTIFICATES = 30;
export const PROFILE_MAX_URLS = 10;
export const INTEREST_MAX_ITEMS = 30;

/** Image uploads: at most 5 MB; the web copy fits in this many pixels on its longer side. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_WEB_MAX_PX = 800;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** Wrong current passwords allowed per account per window on the password change. */
export const PASSWORD_CHANGE_MAX_FAILURES = 5;
/**
 * Highest page number a list accepts: lists reach their first 100 pages (1,000 items at the usual size of 10), so the
 * last page costs about what the first does (an OFFSET walks every row before it). Filters narrow a longer list.
 */
export const PAGE_NUMBER_MAX = 100;

/** Skill assessments: questions drawn per attempt, retake cooldown per track and level, answer and text sizes. */
export const ASSESSMENT_QUESTIONS_PER_ATTEMPT = 10;
export const ASSESSMENT_RETAKE_COOLDOWN_HOURS = 24;
export const ASSESSMENT_BANK_MIN_PER_LEVEL = 15;
export const ASSESSMENT_SHORT_ANSWER_MAX = 200;
export const ASSESSMENT_QUESTION_TEXT_MAX = 2000;
export const ASSESSMENT_CODE_MAX = 4000;
export const ASSESSMENT_OPTIONS_MAX = 8;
export const ASSESSMENT_POINTS_MAX = 5;
export const ASSESSMENT_REQUEST_MESSAGE_MAX = 1000;

/** Job postings. */
export const POSTING_TITLE_MAX = 100;
export const POSTING_CITY_MAX = 100;
export const POSTING_TEXT_MAX = 5000;
export const POSTING_CATEGORIES_MAX = 10;
/** Job titles and skills a posting names (catalogue ids). */
export const POSTING_JOB_TITLES_MAX = 5;
export const POSTING_SKILLS_MAX = 20;
export const POSTING_ASSESSMENTS_MAX = 5;
/** Longest keyword a posting search takes. */
export const POSTING_KEYWORD_MAX = 100;
/** Sentences an extractive posting summary keeps. */
export const POSTING_SUMMARY_SENTENCES = 3;

/** Talent discovery: search, groups, tags, memos, saved searches, proposals and recommendations. */
export const TALENT_KEYWORD_MAX = 100;
export const TALENT_SKILL_FILTERS_MAX = 10;
export const TALENT_GROUP_NAME_MAX = 50;
export const TALENT_GROUPS_PER_ORGANIZATION_MAX = 100;
export const TALENT_TAG_MAX = 30;
export const TALENT_TAGS_PER_TALENT_MAX = 20;
export const TALENT_MEMO_MAX = 2000;
export const SAVED_SEARCH_NAME_MAX = 100;
export const SAVED_SEARCHES_PER_ORGANIZATION_MAX = 50;
export const PROPOSAL_MESSAGE_MAX = 2000;
/** Talents a recommendation list ranks (the best candidates by the indexes, then scored one by one). */
export const RECOMMENDATION_POOL_MAX = 300;

/* Hiring: company decisions, offers and talent answers. */
export const HIRING_MESSAGE_MAX = 3000;
export const BULK_APPLICATIONS_MAX = 100;
export const CANDIDATE_KEYWORD_MAX = 100;

/* Interview proposals: a weekly grid of 7 days × 11 hourly slots from 9:00 in the company's time zone. */
export const INTERVIEW_GRID_DAYS = 7;
export const INTERVIEW_GRID_START_HOUR = 9;
export const INTERVIEW_GRID_SLOTS_PER_DAY = 11;
export const INTERVIEW_SLOTS_MAX = 10;
/** Interviewers on one panel. */
export const INTERVIEW_PANEL_MAX = 10;
export const INTERVIEW_LOCATION_MAX = 300;
export const TIME_ZONE_MAX = 64;

/* Service notices an administrator publishes (both languages). */
export const NOTICE_TITLE_MAX = 120;
export const NOTICE_BODY_MAX = 4000;

/**
 * Matches a search counts at most; past it the total is a lower bound and `totalIsCapped` is true (show "1,000+").
 * Counting every match of a common word costs more than the page itself.
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * Relevance ranks within this many matches (the newest postings, or the best talents by boost and recency): scoring
 * every match of a common word on each request does not stay fast, and nobody pages past 20 pages of a ranking.
 */
export const RELEVANCE_WINDOW = 400;

/** The company directory: companies per page (keyset pages, so no page number limit is needed). */
export const COMPANY_DIRECTORY_PAGE_SIZE = 24;
export const COMPANY_DIRECTORY_PAGE_MAX = 48;
export const COMPANY_DIRECTORY_KEYWORD_MAX = 100;

/** A data export's download works this many days after it is ready. */
export const EXPORT_KEEP_DAYS = 7;
/** Data exports a person may request per day. */
export const EXPORTS_PER_DAY = 5;
/** Two-step sign-in (decision 035): the challenge between password and code, and the recovery codes. */
export const TWO_STEP_CHALLENGE_MINUTES = 5;
/** Wrong codes one challenge takes before the password must be typed again (the sign-in windows count them too). */
export const TWO_STEP_CHALLENGE_ATTEMPTS = 5;
export const TWO_STEP_RECOVERY_CODES = 10;
/** Company sessions: the idle warning shows this long before the end; activity is written at most this often. */
export const SESSION_IDLE_WARNING_SECONDS = 60;
export const SESSION_ACTIVITY_WRITE_SECONDS = 60;
/** Résumés (decision 038): entry details, the talent's PDF files, named versions, what an application sends. */
export const WORK_DESCRIPTION_MAX = 3000;
export const PROJECT_ROLE_MAX = 100;
export const PROJECT_LINKS_MAX = 5;
export const TALENT_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const TALENT_FILES_MAX = 5;
export const RESUMES_MAX = 5;
export const RESUME_NAME_MAX = 50;
export const RESUME_LANGUAGES_MAX = 10;
export const COVER_LETTER_MAX = 5000;
/** A JSON Resume document to import, as bytes of JSON. */
export const JSON_RESUME_MAX_BYTES = 512 * 1024;
