// Where the back office lives. Its pages are under ADMIN_BASE, in a bundle of their own that no public page
// loads; its JSON API is under STAFF_API_PREFIX, beside the public API.

export const ADMIN_BASE = '/admin';
/** Under API_BASE: the staff endpoints' paths all start with it. */
export const STAFF_API_PREFIX = '/staff';

export const adminPaths = {
  home: ADMIN_BASE,
  signIn: `${ADMIN_BASE}/sign-in`,
  forgotPassword: `${ADMIN_BASE}/forgot-password`,
  /** An invitation or a password reset: the one-time token follows. */
  link: (token: string) => `${ADMIN_BASE}/link/${encodeURIComponent(token)}`,
  inbox: `${ADMIN_BASE}/inquiries`,
  /** E-mails received that matched no inquiry. */
  unmatchedMail: `${ADMIN_BASE}/not-matched`,
  inquiry: (id: string) => `${ADMIN_BASE}/inquiries/${encodeURIComponent(id)}`,
  /** The quote builder of an inquiry. */
  quote: (inquiryId: string) => `${ADMIN_BASE}/inquiries/${encodeURIComponent(inquiryId)}/quote`,
  dashboard: `${ADMIN_BASE}/dashboard`,
  staff: `${ADMIN_BASE}/staff`,
  tokens: `${ADMIN_BASE}/tokens`,
  audit: `${ADMIN_BASE}/audit`,
  account: `${ADMIN_BASE}/account`,
  inboxSettings: `${ADMIN_BASE}/inbox-settings`,
  /** A buyer's data under their e-mail address: found, exported, erased (GDPR requests). */
  buyerData: `${ADMIN_BASE}/buyer-data`,
  /** Reply templates, and each person's signature. */
  replyTools: `${ADMIN_BASE}/reply-templates`,
  /** The kinds of content staff edit. */
  content: `${ADMIN_BASE}/content`,
  contentList: (type: string) => `${ADMIN_BASE}/content/${type}`,
  contentNew: (type: string) => `${ADMIN_BASE}/content/${type}/new`,
  contentItem: (type: string, id: number | string) => `${ADMIN_BASE}/content/${type}/${id}`,
  contentOrder: (type: string) => `${ADMIN_BASE}/content/${type}/order`,
  pictures: `${ADMIN_BASE}/pictures`,
  /** Products from a CSV file. */
  productImport: `${ADMIN_BASE}/content/product/import`,
  /** What is left to translate into `locale`, and its XLIFF files. */
  translations: (locale?: string) => `${ADMIN_BASE}/translations${locale ? `?locale=${encodeURIComponent(locale)}` : ''}`,
  /** One item's English text beside its translation into `locale`. */
  translation: (kind: string, id: number | string, locale?: string) =>
    `${ADMIN_BASE}/translations/${kind}/${id}${locale ? `?locale=${encodeURIComponent(locale)}` : ''}`,
} as const;
