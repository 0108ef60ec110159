import { z } from 'zod';
import type { MachineTranslationSettings } from './machine-translation-settings.public';

// DeepL's HTTP API as far as the site uses it: /v2/translate, and /v2/glossaries to list and create the
// glossaries of the trade's words. Every answer is parsed before it is believed; every failure becomes a
// DeeplError saying which kind it is, so the caller can tell staff what to do.

/** Why a call failed: the key refused, the month's characters used up, too many calls, the text refused, no answer. */
export type DeeplFailure = 'key' | 'quota' | 'busy' | 'refused' | 'unreachable';

export class DeeplError extends Error {
  constructor(
    readonly failure: DeeplFailure,
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

const translationsSchema = z.object({
  translations: z.array(z.object({ detected_source_language: z.string().optional(), text: z.string() })),
});
const glossarySchema = z.object({
  glossary_id: z.string().min(1),
  name: z.string(),
  ready: z.boolean().optional(),
  source_lang: z.string(),
  target_lang: z.string(),
});
const glossariesSchema = z.object({ glossaries: z.array(glossarySchema) });

export type DeeplGlossary = z.infer<typeof glossarySchema>;

export interface TranslateRequest {
  text: string[];
  /** Absent: DeepL detects it (a glossary needs it named). */
  sourceLang?: string;
  targetLang: string;
  /** Rich text: tags are kept as they are and only the words between them are translated. */
  html?: boolean;
  glossaryId?: string;
}

function failureOf(status: number): DeeplFailure {
  if (status === 401 || status === 403) return 'key';
  if (status === 456) return 'quota';
  if (status === 429 || status >= 500) return 'busy';
  return 'refused';
}

export function createDeeplClient(settings: MachineTranslationSettings, fetchImpl: typeof fetch = fetch) {
  const base = settings.apiUrl.replace(/\/$/, '');

  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          Authorization: `DeepL-Auth-Key ${settings.apiKey}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      throw new DeeplError('unreachable', null, `DeepL could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      const detail = /"message"\s*:\s*"([^"]{1,200})"/.exec(text)?.[1] ?? response.statusText;
      throw new DeeplError(failureOf(response.status), response.status, `DeepL answered ${response.status}: ${detail}`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new DeeplError('unreachable', response.status, 'DeepL answered with something other than JSON');
    }
    const checked = schema.safeParse(parsed);
    if (!checked.success) throw new DeeplError('unreachable', response.status, 'DeepL answered in an unexpected shape');
    return checked.data;
  }

  return {
    async translate(request: TranslateRequest): Promise<{ text: string; detectedSourceLang: string | null }[]> {
      const answer = await call('POST', '/v2/translate', translationsSchema, {
        text: request.text,
        target_lang: request.targetLang,
        ...(request.sourceLang ? { source_lang: request.sourceLang } : {}),
        ...(request.html ? { tag_handling: 'html' } : {}),
        ...(request.glossaryId ? { glossary_id: request.glossaryId } : {}),
      });
      if (answer.translations.length !== request.text.length) {
        throw new DeeplError('unreachable', 200, 'DeepL answered a different number of texts than it was sent');
      }
      return answer.translations.map((t) => ({ text: t.text, detectedSourceLang: t.detected_source_language ?? null }));
    },

    glossaries: async (): Promise<DeeplGlossary[]> => (await call('GET', '/v2/glossaries', glossariesSchema)).glossaries,

    createGlossary: (glossary: { name: string; sourceLang: string; targetLang: string; tsv: string }): Promise<DeeplGlossary> =>
      call('POST', '/v2/glossaries', glossarySchema, {
        name: glossary.name,
        source_lang: glossary.sourceLang,
        target_lang: glossary.targetLang,
        entries: glossary.tsv,
        entries_format: 'tsv',
      }),
  };
}

export type DeeplClient = ReturnType<typeof createDeeplClient>;
