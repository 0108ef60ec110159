import type { MessageDescriptor } from '@lingui/core';
import { createHash } from 'node:crypto';
import type { TranslationLocale } from '../../../shared/content/translatable';
import type { StaffLocale } from '../../../shared/i18n/locales';
import { glossaryTsv } from '../../../shared/machine-translation/trade-glossary';
import { HttpError } from '../../http/http-error';
import type { Logger } from '../../logger';
import { createDeeplClient, DeeplError, type DeeplClient, type DeeplFailure } from './deepl-client';
import type { MachineTranslationSettings } from './machine-translation-settings.public';

// What the translation screen and the inbox ask of the provider: the catalogue's English into a site language, with
// the trade's glossary, and a buyer's message (in whatever language) into the staff member's. A provider's
// failure becomes a refusal that says what to do; the caller has changed nothing by then.

/**
 * The server's setting named in two refusals: a value of the message, not its words, so that the back office's
 * catalogue (which browsers download) names no server-only variable.
 */
const KEY_SETTING = 'DEEPL_API_KEY';

export const MACHINE_TRANSLATION_MESSAGES = {
  notConfigured: /*i18n*/ {
    id: 'Machine translation is not set up: the owner sets {setting} on the server to use it.',
    values: { setting: KEY_SETTING },
  },
  failures: {
    key: /*i18n*/ {
      id: 'The translation service refused the server’s key ({setting}): ask the owner to check it. Nothing was changed.',
      values: { setting: KEY_SETTING },
    },
    quota: /*i18n*/ {
      id: 'The translation service’s quota for this month is used up: translate by hand until it renews. Nothing was changed.',
    },
    busy: /*i18n*/ { id: 'The translation service is busy: try again in a minute. Nothing was changed.' },
    refused: /*i18n*/ { id: 'The translation service refused this text. Nothing was changed.' },
    unreachable: /*i18n*/ { id: 'The translation service could not be reached: try again in a minute. Nothing was changed.' },
  } satisfies Record<DeeplFailure, MessageDescriptor>,
} as const;

/** DeepL's codes for the site's languages (targets and the source). */
const CONTENT_TARGETS: Record<TranslationLocale, string> = { de: 'DE', fr: 'FR', es: 'ES', ja: 'JA' };
/** The back office's languages as targets: English needs its variant; Vietnamese is one of DeepL's newer languages. */
const STAFF_TARGETS: Record<StaffLocale, string> = { en: 'EN-GB', vi: 'VI' };
/** The languages DeepL's v2 glossaries are made for (any pair of two); other pairs are translated without one. */
const GLOSSARY_LANGUAGES = new Set(['DA', 'DE', 'EN', 'ES', 'FR', 'IT', 'JA', 'KO', 'NB', 'NL', 'PL', 'PT', 'RU', 'SV', 'ZH']);
const SOURCE = 'EN';

export interface MachineTranslator {
  /** The catalogue's English texts in `locale`, in the same order; `html` for rich text. */
  translateContent(texts: string[], locale: TranslationLocale, html: boolean): Promise<string[]>;
  /** A buyer's text into the staff member's language, its language detected. */
  translateMessage(text: string, target: StaffLocale): Promise<{ text: string; detectedLanguage: string | null }>;
}

function refusalOf(error: unknown, logger: Logger): never {
  if (error instanceof DeeplError) {
    logger.warn({ failure: error.failure, status: error.status, err: error.message }, 'Machine translation failed');
    throw new HttpError(error.failure === 'busy' ? 503 : 502, MACHINE_TRANSLATION_MESSAGES.failures[error.failure]);
  }
  throw error;
}

export function createMachineTranslator(
  settings: MachineTranslationSettings,
  logger: Logger,
  client: DeeplClient = createDeeplClient(settings),
): MachineTranslator {
  // One glossary per language pair, found by its name (which names its entries' hash: DeepL's glossaries cannot be
  // edited, so changed words make a new one) or made once; a failed look-up is asked again next time.
  const glossaries = new Map<TranslationLocale, Promise<string | null>>();

  async function findOrMakeGlossary(locale: TranslationLocale): Promise<string | null> {
    const target = CONTENT_TARGETS[locale];
    if (!GLOSSARY_LANGUAGES.has(SOURCE) || !GLOSSARY_LANGUAGES.has(target)) return null;
    const tsv = glossaryTsv(locale);
    const name = `woven-goods-trade-en-${locale}-${createHash('sha256').update(tsv).digest('hex').slice(0, 12)}`;
    const found = (await client.glossaries()).find((g) => g.name === name);
    if (found) return found.glossary_id;
    const made = await client.createGlossary({ name, sourceLang: SOURCE, targetLang: target, tsv });
    logger.info({ glossary: made.glossary_id, name }, 'A glossary of the trade’s words was made');
    return made.glossary_id;
  }

  function glossaryOf(locale: TranslationLocale): Promise<string | null> {
    let known = glossaries.get(locale);
    if (!known) {
      known = findOrMakeGlossary(locale);
      glossaries.set(locale, known);
      known.catch(() => glossaries.delete(locale));
    }
    return known;
  }

  return {
    async translateContent(texts, locale, html) {
      if (texts.length === 0) return [];
      try {
        const glossaryId = await glossaryOf(locale);
        const translated = await client.translate({
          text: texts,
          sourceLang: SOURCE,
          targetLang: CONTENT_TARGETS[locale],
          html,
          ...(glossaryId ? { glossaryId } : {}),
        });
        return translated.map((t) => t.text);
      } catch (error) {
        return refusalOf(error, logger);
      }
    },

    async translateMessage(text, target) {
      try {
        const [translated] = await client.translate({ text: [text], targetLang: STAFF_TARGETS[target] });
        return { text: translated!.text, detectedLanguage: translated!.detectedSourceLang };
      } catch (error) {
        return refusalOf(error, logger);
      }
    },
  };
}
