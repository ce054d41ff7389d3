import { INDUSTRIES } from '@app/contract/rules/industries';
import { MEMBER_ROLES } from '@app/contract/rules/member-roles';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { gramVector } from '../gram-vector';
import { users } from './users';

const approved = sql`verification_status = 'APPROVED'`;

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    verificationStatus: text('verification_status', { enum: ['NOT_APPLIED', 'PENDING', 'REJECTED', 'APPROVED'] })
      .notNull()
      .default('NOT_APPLIED'),
    logoUrl: text('logo_url'),
    /** Verified by an administrator together with the name and the documents. */
    ceo: text('ceo'),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    location: text('location'),
    companySize: text('company_size', { enum: ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001+'] }),
    industry: text('industry', { enum: INDUSTRIES }),
    phone: text('phone'),
    website: text('website'),
    profileImageUrl: text('profile_image_url'),
    about: text('about'),
    keyService: text('key_service'),
    welfare: text('welfare'),
    employeeReviews: text('employee_reviews'),
    article: text('article'),
    industryMarketAnalysis: text('industry_market_analysis'),
    /** The contact person. */
    contactFirstName: text('contact_first_name'),
    contactLastName: text('contact_last_name'),
    contactPosition: text('contact_position'),
    /** Reasons of the latest rejection; cleared when the company applies again. */
    logoRejectionReason: text('logo_rejection_reason'),
    documentRejectionReason: text('document_rejection_reason'),
    rejectReason: text('reject_reason'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * The directory's search (like postings'): the normalized name, industry and country in both languages, and
     * location; `search_vector` holds the 1- and 2-character pieces of its words for short terms (서울, 게임).
     * Written with every change of those fields (organizations.search.ts).
     */
    searchText: text('search_text').notNull().default(''),
    searchVector: gramVector('search_vector').notNull().default(sql`''::tsvector`),
    /** A member who is not an owner makes offers that wait for an owner's approval (decision 037). */
    offersNeedApproval: boolean('offers_need_approval').notNull().default(false),
    /** The owner requires two-step sign-in of every member (decision 035). */
    twoStepRequired: boolean('two_step_required').notNull().default(false),
    /** Days after a missed stated date before applicants are told of the delay automatically (decision 039). */
    delayGraceDays: integer('delay_grace_days').notNull().default(7),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The directory of verified companies: by name (keyset), and its keyword search.
    index('organizations_directory_idx').on(t.name, t.id).where(approved),
    index('organizations_directory_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).where(approved),
    index('organizations_directory_vector_idx').using('gin', t.searchVector).where(approved),
    index('organizations_verification_status_idx').on(t.verificationStatus, t.updatedAt),
    /** The admin queue: by status, oldest application first. */
    index('organizations_status_applied_idx').on(t.verificationStatus, t.appliedAt, t.id),
    /** Name search with ILIKE '%…%' (3+ characters use the trigrams). */
    index('organizations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('organizations_delay_grace_days_check', sql`${t.delayGraceDays} between 0 and 60`),
  ],
);

/** Who belongs to which organization, with the member's role (decision 034). One organization per user. */
export const organizationMembers = pgTable(
  'organization_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    memberRole: text('member_role', { enum: MEMBER_ROLES }).notNull().default('OWNER'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organization_members_org_idx').on(t.organizationId)],
);

/**
 * An owner's invitation to join the organization with a role. The link carries a random token stored hashed; it works
 * once (accepted_at), until expires_at, and only for the invited e-mail. Revoking deletes the row.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    memberRole: text('member_role', { enum: MEMBER_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    locale: text('locale', { enum: ['en', 'ko'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_invitations_token_idx').on(t.tokenHash),
    index('organization_invitations_org_idx').on(t.organizationId, t.createdAt),
  ],
);

/**
 * Business documents sent for verification. The bytes live in storage under a server-made key (never a public URL);
 * they are served only through the authorised download routes.
 */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    /** Sanitised original name, with the extension of the detected type. */
    fileName: text('file_name').notNull(),
    /** Detected from the bytes, not from the client's claim. */
    contentType: text('content_type', { enum: ['application/pdf', 'image/jpeg', 'image/png'] }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_documents_org_idx').on(t.organizationId, t.id)],
);

/** Requests to change locked information after approval, as sent to the administrators. */
export const organizationChangeRequests = pgTable(
  'organization_change_requests',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** `{ companyName?, ceo?, country? }` as requested. */
    changes: text('changes').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organization_change_requests_org_idx').on(t.organizationId, t.createdAt)],
);
