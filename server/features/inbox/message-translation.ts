import type { MessageTranslation } from '../../../shared/contracts/reply-tools';
import type { StaffLocale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import { MACHINE_TRANSLATION_MESSAGES, type MachineTranslator } from '../machine-translation/machine-translator.public';
import { messageOf } from './inquiry-fields';

// A buyer's words read in the staff member's language, in one click: the inquiry's message, or one of the buyer's
// e-mails or answers about it, as stored. Only stored text is sent to the provider (never text a request brings),
// and nothing is kept: the translation is made again when asked again, so it never outlives the buyer's data
// when that is erased or its mail bodies expire.

export const MESSAGE_TRANSLATION_MESSAGES = {
  unknownMail: /*i18n*/ { id: 'Unknown e-mail' },
  nothing: /*i18n*/ { id: 'There is no text to translate.' },
};

/** The events whose text is the buyer's (or another sender's e-mail about the inquiry). */
const TRANSLATED_EVENT_KINDS = ['mail', 'buyer'] as const;

export function createMessageTranslation(db: Db, translator: MachineTranslator | null) {
  async function textOf(inquiryId: string, eventId: string | null): Promise<string | null> {
    const inquiry = await db.selectFrom('inquiry').select(['id', 'payload']).where('id', '=', inquiryId).executeTakeFirst();
    if (!inquiry) return null;
    if (eventId === null) return messageOf(inquiry.payload);
    const event = await db
      .selectFrom('inquiry_event')
      .select('body')
      .where('id', '=', eventId)
      .where('inquiry_id', '=', inquiryId)
      .where('kind', 'in', TRANSLATED_EVENT_KINDS)
      .executeTakeFirst();
    if (!event) throw new HttpError(404, MESSAGE_TRANSLATION_MESSAGES.unknownMail);
    return event.body ?? '';
  }

  return {
    async translate(inquiryId: string, eventId: string | null, target: StaffLocale): Promise<MessageTranslation | null> {
      const text = await textOf(inquiryId, eventId);
      if (text === null) return null;
      if (!translator) throw new HttpError(409, MACHINE_TRANSLATION_MESSAGES.notConfigured);
      if (text.trim() === '') throw new HttpError(409, MESSAGE_TRANSLATION_MESSAGES.nothing);
      return translator.translateMessage(text, target);
    },
  };
}

export type MessageTranslationService = ReturnType<typeof createMessageTranslation>;
