import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * The language the PDFs are printed in (the quote, the catalogue): English, from the messages' own text, compiled
 * as they are read, so it needs no catalogue loaded. The shared texts they print (a product's spec rows) take it
 * where a page passes the buyer's language.
 */
export const PDF_ENGLISH: I18n = setupI18n({ locale: 'en', messages: { en: {} } });
PDF_ENGLISH.setMessagesCompiler(compileMessage);
