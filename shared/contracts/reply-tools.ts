import { englishOf } from '../i18n/english';
import { ACCESS } from '../staff/roles';
import { REPLY_FILE_MAX_BYTES, REPLY_FILE_MESSAGES, REPLY_FILE_NAME_MAX, SIGNATURE_MAX, TEMPLATE_NAME_MAX } from '../staff/reply-tools';
import { REPLY_BODY_MAX } from '../staff/inbox';
import { STAFF_LOCALES } from '../i18n/locales';
import { defineContract, responseOf, type Zod } from './define-endpoint';
import { uploadNameQuery } from './request-fields';

// What sales staff answer buyers with, beside the reply form: templates owners keep, each person's signature, and
// the files attached to replies (a catalogue PDF, certificates), kept so they are picked again in one click.

export interface ReplyTemplate {
  id: number;
  name: string;
  body: string;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

export interface ReplyFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  /** When it was last sent with a reply; null for a file uploaded and not sent yet. */
  lastUsedAt: string | null;
}

export interface ReplyTools {
  templates: ReplyTemplate[];
  /** The signature of the person asking: the lines below their name in the replies they send. */
  signature: string;
  /** The files sent with replies lately, most recent first. */
  recentFiles: ReplyFile[];
  /** A machine-translation provider is configured: buyers' messages can be read in the staff member's language. */
  machineTranslation: boolean;
}

/** A buyer's text as read in the staff member's language; the original is shown above it, unchanged. */
export interface MessageTranslation {
  text: string;
  /** The language it was written in, as the provider detected it (DeepL's code, e.g. 'DE'). */
  detectedLanguage: string | null;
}

const MAX_ID = 2_147_483_647;
const version = (z: Zod) => z.number({ error: 'version must be a whole number' }).int().min(1).max(MAX_ID);
const templateId = (z: Zod) => z.object({ id: z.string().regex(/^\d{1,9}$/, 'Unknown template') });
const inquiryId = (z: Zod) => z.object({ id: z.string().regex(/^\d{1,18}$/, 'Unknown inquiry') });
const fileId = (z: Zod) => z.object({ id: z.string().regex(/^\d{1,18}$/, englishOf(REPLY_FILE_MESSAGES.unknown)) });
const templateFields = (z: Zod) => ({
  name: z.string().trim().min(1, 'Cannot be empty.').max(TEMPLATE_NAME_MAX, `Must be at most ${TEMPLATE_NAME_MAX} characters.`),
  body: z.string().trim().min(1, 'Cannot be empty.').max(REPLY_BODY_MAX, `Must be at most ${REPLY_BODY_MAX} characters.`),
});

export const replyToolsApi = defineContract({
  tools: { method: 'GET', path: '/staff/reply-tools', access: ACCESS.inbox, response: responseOf<ReplyTools>() },
  createTemplate: {
    method: 'POST',
    path: '/staff/reply-templates',
    access: ACCESS.owner,
    body: (z: Zod) => z.object(templateFields(z)),
    response: responseOf<ReplyTemplate>(),
  },
  updateTemplate: {
    method: 'POST',
    path: '/staff/reply-templates/:id',
    access: ACCESS.owner,
    params: templateId,
    body: (z: Zod) => z.object({ ...templateFields(z), version: version(z) }),
    notFound: 'Unknown template',
    response: responseOf<ReplyTemplate>(),
  },
  removeTemplate: {
    method: 'POST',
    path: '/staff/reply-templates/:id/delete',
    access: ACCESS.owner,
    params: templateId,
    body: (z: Zod) => z.object({ version: version(z) }),
    notFound: 'Unknown template',
    response: responseOf<{ deleted: true }>(),
  },
  /** Each person's own: nobody changes another's signature. */
  saveSignature: {
    method: 'POST',
    path: '/staff/reply-tools/signature',
    access: ACCESS.inbox,
    body: (z: Zod) => z.object({ signature: z.string().trim().max(SIGNATURE_MAX, `Must be at most ${SIGNATURE_MAX} characters.`) }),
    response: responseOf<{ signature: string }>(),
  },
  /** One file a request, its bytes as the body and its name in the query; the same bytes again give the same file. */
  uploadFile: {
    method: 'POST',
    path: '/staff/reply-files',
    access: ACCESS.inbox,
    query: uploadNameQuery(REPLY_FILE_NAME_MAX),
    rawBody: { maxBytes: REPLY_FILE_MAX_BYTES, tooLarge: REPLY_FILE_MESSAGES.tooLarge, atOnce: 2 },
    response: responseOf<ReplyFile>(),
  },
  /**
   * The buyer's message (no `eventId`) or one of their e-mails (the event's id) translated into `target`, the
   * staff member's language; nothing is stored. Refused (409) when no provider is configured.
   */
  translateMessage: {
    method: 'POST',
    path: '/staff/inquiries/:id/translation',
    access: ACCESS.inbox,
    params: inquiryId,
    body: (z: Zod) =>
      z.object({
        eventId: z
          .string()
          .regex(/^\d{1,18}$/, 'Unknown e-mail')
          .optional(),
        target: z.enum(STAFF_LOCALES, { error: `Choose one of: ${STAFF_LOCALES.join(', ')}` }),
      }),
    notFound: 'Unknown inquiry',
    response: responseOf<MessageTranslation>(),
  },
  /** A file sent with a reply, saved by the browser. */
  file: {
    method: 'GET',
    path: '/staff/reply-files/:id',
    access: ACCESS.inbox,
    params: fileId,
    notFound: REPLY_FILE_MESSAGES.unknown,
    download: true,
    response: responseOf<never>(),
  },
});
