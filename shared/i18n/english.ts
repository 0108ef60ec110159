import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * English from the messages' own text, compiled as they are read, so it needs no catalogue loaded: for what shared
 * code writes where there is no reader's language (the quote PDF, the PDF catalogue), and as its functions' default.
 */
export const ENGLISH: I18n = setupI18n({ locale: 'en', messages: { en: {} } });
ENGLISH.setMessagesCompiler(compileMessage);
