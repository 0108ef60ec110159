import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MachineTranslationSettings } from '../server/features/machine-translation/machine-translation-settings.public';

// A local stand-in for DeepL's API (/v2/translate and /v2/glossaries), answering in its shapes and with its
// errors: 403 for a key it does not know, 456 when the quota is used up, 400 for what DeepL refuses (an English
// target without its variant, a glossary without a source language or for another pair). Its "translation" is
// deterministic: the target's code in brackets before the text, and the glossary's entries put in place of the
// English words, so a test sees that the glossary was used.

export const DEEPL_TEST_KEY = 'test-key-0000-deepl:fx';

/** How the next requests are answered: normally, with the quota used up, or with the service down. */
export type DeeplMode = 'ok' | 'quota' | 'down';

const TARGETS = new Set(['DE', 'FR', 'ES', 'JA', 'EN-GB', 'EN-US', 'VI', 'IT', 'NL', 'PL', 'PT-PT', 'PT-BR', 'ZH']);
const GLOSSARY_LANGUAGES = new Set(['DE', 'EN', 'ES', 'FR', 'IT', 'JA', 'NL', 'PL', 'PT', 'ZH']);

interface Glossary {
  glossary_id: string;
  name: string;
  ready: true;
  source_lang: string;
  target_lang: string;
  creation_time: string;
  entry_count: number;
  entries: [string, string][];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with each glossary entry's English put in its place (whole words, any case). */
function withGlossary(text: string, entries: [string, string][]): string {
  return entries.reduce((out, [from, to]) => out.replace(new RegExp(`\\b${escaped(from)}\\b`, 'gi'), to), text);
}

function fakeTranslation(text: string, target: string, entries: [string, string][], html: boolean): string {
  const mark = `[${target}] `;
  if (!html) return mark + withGlossary(text, entries);
  let marked = false;
  return text
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<') || part.trim() === '') return part;
      const out = withGlossary(part, entries);
      if (marked) return out;
      marked = true;
      return mark + out;
    })
    .join('');
}

/** What the fake detects a text's language as: German when it has German letters, else English. */
const detected = (text: string) => (/[äöüß]/i.test(text) ? 'DE' : 'EN');

export async function startDeeplServer() {
  let mode: DeeplMode = 'ok';
  const glossaries = new Map<string, Glossary>();
  const requests: { method: string; path: string; body: Record<string, unknown> | null }[] = [];
  let made = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> | null = null;
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      } catch {
        return send(400, { message: 'Invalid request: expected a JSON body' });
      }
      const path = (request.url ?? '').split('?')[0]!;
      requests.push({ method: request.method ?? '', path, body });
      if (request.headers.authorization !== `DeepL-Auth-Key ${DEEPL_TEST_KEY}`) {
        return send(403, { message: 'Authorization failure, check auth_key' });
      }
      if (mode === 'down') return send(503, { message: 'Service unavailable' });
      if (request.method === 'GET' && path === '/v2/glossaries') {
        return send(200, { glossaries: [...glossaries.values()].map(({ entries: _entries, ...g }) => g) });
      }
      if (request.method === 'POST' && path === '/v2/glossaries') {
        const { name, source_lang, target_lang, entries, entries_format } = body ?? {};
        const source = String(source_lang ?? '').toUpperCase();
        const target = String(target_lang ?? '').toUpperCase();
        if (typeof name !== 'string' || typeof entries !== 'string' || entries_format !== 'tsv') {
          return send(400, { message: 'Invalid request: name, entries and entries_format are required' });
        }
        if (!GLOSSARY_LANGUAGES.has(source) || !GLOSSARY_LANGUAGES.has(target)) {
          return send(400, { message: 'Unsupported glossary language pair' });
        }
        const pairs = entries.split('\n').map((line) => line.split('\t') as [string, string]);
        if (pairs.some((pair) => pair.length !== 2 || !pair[0] || !pair[1])) return send(400, { message: 'Invalid glossary entries' });
        const glossary: Glossary = {
          glossary_id: `00000000-0000-4000-8000-${String(++made).padStart(12, '0')}`,
          name,
          ready: true,
          source_lang: source.toLowerCase(),
          target_lang: target.toLowerCase(),
          creation_time: new Date().toISOString(),
          entry_count: pairs.length,
          entries: pairs,
        };
        glossaries.set(glossary.glossary_id, glossary);
        const { entries: _entries, ...shown } = glossary;
        return send(201, shown);
      }
      if (request.method === 'POST' && path === '/v2/translate') {
        if (mode === 'quota') return send(456, { message: 'Quota exceeded' });
        const texts = body?.text;
        const target = String(body?.target_lang ?? '').toUpperCase();
        if (!Array.isArray(texts) || texts.some((t) => typeof t !== 'string')) {
          return send(400, { message: "Value for 'text' not supported." });
        }
        if (!TARGETS.has(target)) return send(400, { message: "Value for 'target_lang' not supported." });
        let entries: [string, string][] = [];
        if (body?.glossary_id !== undefined) {
          const glossary = glossaries.get(String(body.glossary_id));
          if (!glossary) return send(404, { message: 'Glossary not found' });
          if (!body.source_lang) return send(400, { message: "Use of a glossary requires the 'source_lang' parameter to be specified." });
          if (glossary.target_lang !== target.slice(0, 2).toLowerCase()) {
            return send(400, { message: 'Language pair of the glossary does not match the translation request' });
          }
          entries = glossary.entries;
        }
        const html = body?.tag_handling === 'html';
        return send(200, {
          translations: (texts as string[]).map((text) => ({
            detected_source_language: body?.source_lang ? String(body.source_lang).toUpperCase() : detected(text),
            text: fakeTranslation(text, target, entries, html),
          })),
        });
      }
      return send(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    /** The site's settings for this server: the key it knows, or another it refuses. */
    settings: (apiKey = DEEPL_TEST_KEY): MachineTranslationSettings => ({ apiKey, apiUrl: url, timeoutMs: 5_000 }),
    setMode: (next: DeeplMode) => (mode = next),
    requests,
    glossaries: () => [...glossaries.values()],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type DeeplServer = Awaited<ReturnType<typeof startDeeplServer>>;
