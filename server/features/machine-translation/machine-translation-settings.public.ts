// How the server reaches the machine-translation provider (DeepL's API), published to server/config.ts, which
// reads it from the environment. Without a key the feature is absent: no button shows, its endpoints refuse.
export interface MachineTranslationSettings {
  apiKey: string;
  /** https://api-free.deepl.com for a free account's key (ending ":fx"), https://api.deepl.com for the others. */
  apiUrl: string;
  timeoutMs: number;
}

export const DEFAULT_MACHINE_TRANSLATION_TIMEOUT_MS = 15_000;

/** DeepL's address for a key: free accounts' keys end in ":fx" and are served apart. */
export function deeplUrlForKey(apiKey: string): string {
  return apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}
