import type { SiteLocale } from '../../shared/i18n/locales';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { DocumentContentType } from '../../shared/certificates';
import type { CartonData } from '../../shared/container-estimate';
import type { Picture } from '../../shared/picture';
import type { StaffLocale } from '../../shared/i18n/locales';
import type { StaffRole } from '../../shared/staff/roles';
import type { ContentColumns } from './content-columns';

export type { StaffRole };

// The one description of the tables created by ../../migrations. Keep both in step.

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** The columns every table staff edit has (migration 2026-11-26-001): an edit based on an older version is refused. */
interface Edited {
  version: ColumnType<number, number | undefined, number>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SiteConfigTable extends Edited, ContentColumns<'company'> {
  id: number;
  updated_at: UpdatedAt;
}

export interface SocialTable extends Edited, ContentColumns<'social'> {
  id: Generated<number>;
  sort_order: number;
}

/** Categories and materials: the same fields (shared/content/content-types.ts), each with a table of its own. */
export interface TaxonomyTable extends Edited, ContentColumns<'category'> {
  id: Generated<number>;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProductTable extends Edited, ContentColumns<'product'> {
  id: Generated<number>;
  /** The listing's picture, kept from the gallery's first. */
  thumbnail: ColumnType<Picture | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  featured_order: ColumnType<number, number | undefined, number>;
}

/** Every save of an editable item, whole (migration 2026-11-26-001). */
export interface ContentHistoryTable {
  id: Generated<string>;
  content_type: string;
  item_id: number;
  version: number;
  action: string;
  item_values: Json<Record<string, unknown>>;
  changed_fields: string[];
  staff_id: number | null;
  at: CreatedAt;
  /** More than the action says: what a copy was copied from. */
  note: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A product, slide or page block that is not public (yet, or any more). */
export interface ContentDraftTable {
  content_type: string;
  item_id: number;
  item_values: Json<Record<string, unknown>>;
  publish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
  updated_by: number | null;
  /** Where it goes in its ordered list when published; null: at the end. */
  sort_order: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** An item's content in one other site locale beside its English source (migration 2026-12-07-201). */
export interface ContentTranslationTable {
  kind: string;
  item_id: number;
  locale: SiteLocale;
  /** What the site shows, by field: published. */
  values: ColumnType<Record<string, string | string[]>, string | undefined, string>;
  /** The English text `values` was translated from. */
  source: ColumnType<Record<string, string | string[]>, string | undefined, string>;
  /** The published translated address; null while nothing is published. */
  path: ColumnType<string | null, string | null | undefined, string | null>;
  /** The published name, and name with description, as search reads them. */
  search_name: ColumnType<string, string | undefined, string>;
  search_text: ColumnType<string, string | undefined, string>;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  draft: ColumnType<Record<string, string | string[]> | null, string | null | undefined, string | null>;
  draft_source: ColumnType<Record<string, string | string[]> | null, string | null | undefined, string | null>;
  publish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: ColumnType<number, number | undefined, number>;
  updated_at: UpdatedAt;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One publication of an item's translation into a locale, kept for the editor to look at and restore (migration 2026-12-08-501). */
export interface TranslationHistoryTable {
  id: Generated<string>;
  kind: string;
  item_id: number;
  locale: SiteLocale;
  /** Counts the publications of this item's translation into this locale. */
  version: number;
  values: ColumnType<Record<string, string | string[]>, string, never>;
  /** The English text the values were translated from. */
  source: ColumnType<Record<string, string | string[]>, string, never>;
  path: string | null;
  staff_id: number | null;
  at: ColumnType<Date, Date | string | undefined, never>;
}

/** A translated address an item had: answers with a 301 to its address now in that locale. */
export interface TranslationRedirectTable {
  kind: string;
  locale: SiteLocale;
  old_path: string;
  target_id: number;
  created_at: CreatedAt;
}

export interface ContentPreviewTable {
  token_hash: string;
  content_type: string;
  item_id: number;
  staff_id: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export type RedirectKind = 'product' | 'category' | 'material';

/** A path an item had: the public site answers it with a 301 to the item's path now. */
export interface PathRedirectTable {
  kind: RedirectKind;
  old_path: string;
  target_id: number;
  created_at: CreatedAt;
}

export interface CustomerTable extends Edited, ContentColumns<'customer'> {
  id: Generated<number>;
  sort_order: ColumnType<number, number | undefined, number>;
}

/** A buyer's words, shown once published, which needs their consent recorded. */
export interface TestimonialTable extends Edited, ContentColumns<'testimonial'> {
  id: Generated<number>;
  sort_order: ColumnType<number, number | undefined, number>;
  updated_at: UpdatedAt;
}

export interface SlideTable extends Edited, ContentColumns<'slide'> {
  id: Generated<number>;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface BadgeTable extends Edited, ContentColumns<'badge'> {
  id: Generated<number>;
  sort_order: number;
}

export interface WhyItemTable extends Edited, ContentColumns<'why-item'> {
  id: Generated<number>;
  sort_order: number;
}

export interface FaqTable extends Edited, ContentColumns<'faq'> {
  id: Generated<number>;
  sort_order: number;
}

export interface ContentBlockTable extends Edited, ContentColumns<'page-block'> {
  id: Generated<number>;
  sort_order: number;
}

export interface VideoTable extends Edited, Omit<ContentColumns<'video'>, 'published_at'> {
  id: Generated<number>;
  /** A timestamp, unlike the other date fields' text: the platform's publication time. */
  published_at: ColumnType<Date, Date | string, Date | string>;
}

export type InquiryKind = 'quotation' | 'contact' | 'catalogue' | 'order';

export interface InquiryTable {
  id: Generated<string>;
  reference: string;
  kind: InquiryKind;
  idempotency_key: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  payload: Json<unknown>;
  response: ColumnType<unknown, string | null | undefined, string | null>;
  client_ip: string | null;
  created_at: CreatedAt;
  status: ColumnType<InquiryStatus, InquiryStatus | undefined, InquiryStatus>;
  assignee_id: number | null;
  /** Raised by every change staff make: an edit based on an older version is refused (migration 2026-11-25-001). */
  version: ColumnType<number, number | undefined, number>;
  /** When the reply owed is due under the 24-hour promise (the first, or one to a later question), in working time. */
  reply_due_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the inquiry was first answered: written once, whatever the buyer asks later. */
  first_reply_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the buyer's latest words were answered; null while a reply is owed (migration 2026-12-02-003). */
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reminder_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  overdue_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  merged_into_id: string | null;
  /** ISO 3166 code inferred from the phone's country code or the e-mail's country domain. */
  country: string | null;
  company_domain: string | null;
  /** The site locale the inquiry was sent from: the buyer is answered in it (migration 2026-12-07-101). */
  locale: ColumnType<SiteLocale, SiteLocale | undefined, SiteLocale>;
  /** When the buyer's personal data was erased at their request (migration 2026-12-05-202); null while it is held. */
  personal_data_erased_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: UpdatedAt;
  search: ColumnType<string, never, never>;
}

export type InquiryStatus = 'new' | 'open' | 'quoted' | 'won' | 'lost' | 'spam' | 'closed';

export interface InquiryProductTable {
  inquiry_id: string;
  product_path: string;
  pieces: number | null;
}

/** A link to the buyer's own page of an inquiry (/quote/<token>), by its token's SHA-256 (migration 2026-11-28-001). */
export interface BuyerLinkTable {
  token_hash: string;
  inquiry_id: string;
  created_at: CreatedAt;
}

/** A file sent with an outbox mail (a quote's PDF), emptied with the mail's body. */
export interface EmailAttachmentTable {
  outbox_id: string;
  position: number;
  file_name: string;
  content_type: string;
  bytes: Buffer;
}

/** An inquiry's quotation: its versions are numbered (migration 2026-11-28-001). */
export interface QuoteTable {
  id: Generated<string>;
  inquiry_id: string;
  /** Raised by every save: a save based on an older version is refused. */
  version: ColumnType<number, number | undefined, number>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One version of a quote: the draft being edited, or one sent (never changed again). */
export interface QuoteVersionTable {
  id: Generated<string>;
  quote_id: string;
  number: number;
  status: ColumnType<'draft' | 'sent', 'draft' | 'sent' | undefined, 'draft' | 'sent'>;
  incoterm: 'fob-hai-phong' | 'fob-ho-chi-minh' | 'exw' | 'cif';
  port: string | null;
  payment_terms: 'tt-30' | 'lc';
  samples_days_from: number;
  samples_days_to: number;
  production_days_from: number;
  production_days_to: number;
  /** A calendar day as written (YYYY-MM-DD): date columns come back as text. */
  valid_until: string | null;
  notes: ColumnType<string, string | undefined, string>;
  /** bigint: comes back as text. */
  total_cents: ColumnType<string, number | string | undefined, number | string>;
  priced: ColumnType<boolean, boolean | undefined, boolean>;
  updated_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  sent_by: number | null;
  buyer_answer: ColumnType<'accepted' | 'declined' | null, 'accepted' | 'declined' | null | undefined, 'accepted' | 'declined' | null>;
  buyer_answer_reason: ColumnType<string | null, string | null | undefined, string | null>;
  buyer_answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the version expired unanswered (past its validity day), moving its inquiry to lost. */
  expired_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the assignee was reminded that the buyer had not answered (migration 2026-12-03-001). */
  follow_up_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the buyer first opened the quote's page, and its PDF. */
  page_opened_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  pdf_opened_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A line of a quote version: one colour of one product, its product's name and carton as saved. */
export interface QuoteLineTable {
  version_id: string;
  position: number;
  product_path: string;
  product_name: string;
  carton: ColumnType<CartonData | null, string | null, string | null>;
  colour: string;
  /** bigint: comes back as text. */
  quantity: ColumnType<string, number | string, number | string>;
  unit_price_cents: ColumnType<string | null, number | string | null, number | string | null>;
  below_minimum_reason: string | null;
}

export type InquiryEventKind = 'status' | 'assignment' | 'note' | 'reply' | 'merge' | 'buyer' | 'mail';

/** The history of an inquiry: status changes, assignments, internal notes, replies sent, merges. */
export interface InquiryEventTable {
  id: Generated<string>;
  inquiry_id: string;
  at: CreatedAt;
  staff_id: number | null;
  actor_label: string;
  kind: InquiryEventKind;
  from_value: string | null;
  to_value: string | null;
  body: string | null;
  outbox_id: string | null;
  /** A buyer's e-mail ('mail'): the stored mail, with its attachments. */
  inbound_mail_id: string | null;
  /** The files a reply carried (from the reply files' library), as the history lists them. */
  files: ColumnType<EventFile[], string | undefined, string>;
}

export interface EventFile {
  id: string;
  fileName: string;
  size: number;
}

/** A text owners keep for answers written again and again (migration 2026-12-03-001). */
export interface ReplyTemplateTable {
  id: Generated<number>;
  name: string;
  body: string;
  version: ColumnType<number, number | undefined, number>;
  updated_by: number | null;
  updated_at: UpdatedAt;
}

/** A file sales staff attached to a reply: kept so it can be picked again (a catalogue, a certificate). */
export interface ReplyFileTable {
  id: Generated<string>;
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  bytes: Buffer;
  uploaded_by: number | null;
  uploaded_at: CreatedAt;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** How far a mailbox was read (migration 2026-12-02-004). */
export interface InboundCursorTable {
  mailbox: string;
  uid_validity: string;
  last_uid: string;
}

/** A mail fetched from the company's mailbox: matched to an inquiry, or waiting for staff to match it. */
export interface InboundMailTable {
  id: Generated<string>;
  mailbox: string;
  uid_validity: string;
  uid: string;
  message_id: string | null;
  inquiry_id: string | null;
  matched_by: 'thread' | 'reply-address' | 'staff' | null;
  from_address: string;
  from_name: string | null;
  /** Sent from the address the inquiry came from; anyone else's mail is shown as theirs, never trusted as the buyer's. */
  from_buyer: ColumnType<boolean, boolean | undefined, boolean>;
  subject: string;
  sent_at: Date | null;
  received_at: CreatedAt;
  body_text: string;
  quoted_text: ColumnType<string, string | undefined, string>;
}

export interface InboundAttachmentTable {
  id: Generated<string>;
  inbound_mail_id: string;
  position: number;
  file_name: string;
  content_type: string;
  size: number;
  bytes: Buffer;
}

export interface InboxSettingsTable {
  id: ColumnType<boolean, never, never>;
  auto_assign: boolean;
  last_assigned_id: number | null;
  /** Working days a sent quote waits for the buyer before its assignee is reminded; 0: never. */
  follow_up_days: ColumnType<number, number | undefined, number>;
}

export interface PublicHolidayTable {
  day: string;
  name: string;
}

export interface StaffTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  invited_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Lines below the person's name in the replies they send. */
  signature: ColumnType<string, string | undefined, string>;
  /** The back office's language for them; null until first known (their browser's, at their first sign-in). */
  locale: ColumnType<StaffLocale | null, StaffLocale | null | undefined, StaffLocale | null>;
  /** Raised by every change of the account, so a change made on an older copy is refused (409). */
  version: ColumnType<number, number | undefined, number>;
}

export interface StaffLinkTable {
  token_hash: string;
  staff_id: number;
  purpose: 'invitation' | 'password-reset';
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface StaffSessionTable {
  token_hash: string;
  staff_id: number;
  role: StaffRole;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  ip: string | null;
  user_agent: string | null;
}

export interface ApiTokenTable {
  id: Generated<number>;
  name: string;
  role: StaffRole;
  token_hash: string;
  created_by: number;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface AuditLogTable {
  id: Generated<string>;
  at: CreatedAt;
  actor_staff_id: number | null;
  actor_token_id: number | null;
  actor_label: string;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  ip: string | null;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  inquiry_id: string | null;
  purpose: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: string | null;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
  /** The recipient as the acknowledgement limit counts it (lower case, no +tag); set on acknowledgements. */
  recipient_key: string | null;
  /** Acknowledgements: the address the inquiry came from, as the daily limit counts it (purged with the inquiry's). */
  sender_ip: string | null;
  /** Why a mail was not sent (status 'skipped'), e.g. the recipient's daily limit. */
  skipped_reason: string | null;
  /** While a worker sends the row, no other worker claims it; after a crash the lease runs out and it is sent again. */
  sending_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the bodies of a delivered mail were emptied under the retention period. */
  body_purged_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Replies from the inbox: the sales person's name beside the company's address, and their own for answers. */
  from_name: string | null;
  reply_to: string | null;
  /** The mail this one answers (the buyer's acknowledgement): its Message-ID becomes In-Reply-To and References. */
  thread_outbox_id: string | null;
  /** What makes its Message-ID unique everywhere (a random UUID); null on rows queued before it existed. */
  message_key: ColumnType<string | null, never, never>;
  /** The body carries a secret (a one-time link): emptied as soon as the mail is delivered. */
  secret_body: ColumnType<boolean, boolean | undefined, boolean>;
}

/** 'skipped': deliberately not sent (the reason is kept); 'failed': given up after every retry. */
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'skipped';

/** One row: a counter moved by triggers on every change of published content (migration 003). */
export interface ContentRevisionTable {
  id: ColumnType<boolean, never, never>;
  revision: ColumnType<string, never, never>;
  changed_at: ColumnType<Date, never, never>;
}

/** The PDF catalogue and each category's line sheet, as made from one content revision (migration 2026-12-05-401). */
export interface CataloguePdfTable {
  /** 'catalogue', or 'line-sheet/<category path>' (the category's English path). */
  key: string;
  /** The edition's site locale. */
  locale: ColumnType<SiteLocale, SiteLocale | undefined, SiteLocale>;
  /** bigint, read as text by pg. */
  revision: ColumnType<string, string, string>;
  bytes: Buffer;
  etag: string;
  generated_at: ColumnType<Date, Date, Date>;
}

/** One row: the number of products, kept by triggers (migration 006). */
export interface ProductTotalTable {
  id: ColumnType<boolean, never, never>;
  /** bigint, read as text by pg. */
  total: ColumnType<string, never, never>;
}

/** A page token the video platform handed out for a page size (migration 010); others are never sent back to it. */
export interface VideoPageTokenTable {
  page_size: number;
  token: string;
  seen_at: ColumnType<Date, Date | string, Date | string>;
}

/** Searches sent to the video platform in one minute (minutes since the Unix epoch), for the cap (migration 010). */
export interface VideoPlatformCallTable {
  minute: number;
  calls: number;
}

/**
 * A video the platform listed for the company's channel, last on `listed_at`, with its length when the platform
 * said (migration 2026-12-01-001). The site serves posters of these videos, and of the stored ones, only.
 */
export interface PlatformVideoTable {
  video_id: string;
  listed_at: ColumnType<Date, Date | string, Date | string>;
  duration_seconds: number | null;
}

/**
 * The staff sign-in's failure counters (migration 2026-11-25-002), written only by rate-limiter-flexible through
 * server/features/staff/login-throttle.ts.
 */
export interface LoginThrottleTable {
  key: string;
  points: number;
  /** Milliseconds since the Unix epoch; bigint, read as text by pg. */
  expire: ColumnType<string | null, number | string | null, number | string | null>;
}

export type MediaStatus = 'processing' | 'ready' | 'failed';

/** An uploaded picture and the state of its variants job (migration 2026-11-26-002). */
export interface MediaTable {
  id: Generated<number>;
  /** The first 32 hex digits of the original's SHA-256: its address, and its variants'. */
  content_hash: string;
  file_name: string;
  /** What the bytes are (sniffed, not the name's): jpeg, png, webp, avif or heic. */
  format: string;
  byte_size: number;
  /** Upright (after the EXIF orientation). */
  width: number;
  height: number;
  alt: ColumnType<string, string | undefined, string>;
  focus_x: ColumnType<number, number | undefined, number>;
  focus_y: ColumnType<number, number | undefined, number>;
  status: ColumnType<MediaStatus, MediaStatus | undefined, MediaStatus>;
  /** The widths its variants are made in, narrowest first. */
  variant_widths: number[];
  /** Files made so far (each width as WebP and AVIF): the progress the editor sees. */
  variants_done: ColumnType<number, number | undefined, number>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  processing_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  version: ColumnType<number, number | undefined, number>;
  uploaded_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Originals and variants kept in PostgreSQL (the default media store): a file's type and size… */
export interface MediaBlobTable {
  key: string;
  content_type: string;
  byte_size: number;
  created_at: CreatedAt;
}

/** …and its bytes, in parts of MEDIA_BLOB_PART_BYTES numbered from 0. */
export interface MediaBlobPartTable {
  key: string;
  part: number;
  bytes: Uint8Array;
}

/** Which entity shows which picture: a picture with a use is not deleted. */
export interface MediaUseTable {
  media_id: number;
  owner_type: string;
  owner_id: string;
}

export interface Database {
  site_config: SiteConfigTable;
  social: SocialTable;
  category: TaxonomyTable;
  material: TaxonomyTable;
  product: ProductTable;
  customer: CustomerTable;
  testimonial: TestimonialTable;
  slide: SlideTable;
  badge: BadgeTable;
  why_item: WhyItemTable;
  faq: FaqTable;
  content_block: ContentBlockTable;
  video: VideoTable;
  inquiry: InquiryTable;
  email_outbox: EmailOutboxTable;
  content_revision: ContentRevisionTable;
  catalogue_pdf: CataloguePdfTable;
  product_total: ProductTotalTable;
  video_page_token: VideoPageTokenTable;
  video_platform_call: VideoPlatformCallTable;
  platform_video: PlatformVideoTable;
  staff: StaffTable;
  staff_link: StaffLinkTable;
  staff_session: StaffSessionTable;
  api_token: ApiTokenTable;
  audit_log: AuditLogTable;
  inquiry_product: InquiryProductTable;
  inquiry_event: InquiryEventTable;
  inbound_cursor: InboundCursorTable;
  inbound_mail: InboundMailTable;
  inbound_attachment: InboundAttachmentTable;
  buyer_link: BuyerLinkTable;
  email_attachment: EmailAttachmentTable;
  quote: QuoteTable;
  quote_version: QuoteVersionTable;
  quote_line: QuoteLineTable;
  inbox_settings: InboxSettingsTable;
  reply_template: ReplyTemplateTable;
  reply_file: ReplyFileTable;
  public_holiday: PublicHolidayTable;
  login_throttle: LoginThrottleTable;
  content_history: ContentHistoryTable;
  content_draft: ContentDraftTable;
  content_preview: ContentPreviewTable;
  path_redirect: PathRedirectTable;
  content_translation: ContentTranslationTable;
  translation_redirect: TranslationRedirectTable;
  translation_history: TranslationHistoryTable;
  media: MediaTable;
  media_blob: MediaBlobTable;
  media_blob_part: MediaBlobPartTable;
  media_use: MediaUseTable;
  document: DocumentTable;
  certificate: CertificateTable;
  certificate_reminder: CertificateReminderTable;
}

/** An uploaded scan, by content hash, as the server found it to be (migration 2026-12-05-101). Its bytes are in the media store. */
export interface DocumentTable {
  hash: string;
  content_type: DocumentContentType;
  byte_size: number;
  uploaded_by: number | null;
  uploaded_at: CreatedAt;
}

/** A certificate or audit report shown while valid (migration 2026-12-05-101). */
export interface CertificateTable extends Edited, ContentColumns<'certificate'> {
  id: Generated<number>;
  updated_at: UpdatedAt;
}

/** The owners were told, at `sent_at`, that the certificate runs out on `valid_until`. */
export interface CertificateReminderTable {
  certificate_id: number;
  valid_until: string;
  sent_at: ColumnType<Date, Date | string, Date | string>;
}

export type ProductRow = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
export type TaxonomyRow = Selectable<TaxonomyTable>;
