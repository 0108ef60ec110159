import type { TranslationLocale } from '../content/translatable';

// The trade's words as buyers of woven goods write them in each language, for machine-translated drafts: the
// provider is told to use these (a glossary per language pair), so "knock-down" becomes the word a German
// importer searches for, not a boxing term. One list, read by the provider's glossaries and by the tests.

/** The English term, as the catalogue writes it, and each language's. Codes and units (CBM) stay as they are. */
export const TRADE_GLOSSARY: Record<TranslationLocale, Readonly<Record<string, string>>> = {
  de: {
    seagrass: 'Seegras',
    'water hyacinth': 'Wasserhyazinthe',
    rattan: 'Rattan',
    bamboo: 'Bambus',
    'knock-down': 'zerlegbar',
    'nested set': 'Satz ineinander stapelbar',
    CBM: 'CBM',
    'lead time': 'Lieferzeit',
    'minimum order': 'Mindestbestellmenge',
  },
  fr: {
    seagrass: 'jonc de mer',
    'water hyacinth': 'jacinthe d’eau',
    rattan: 'rotin',
    bamboo: 'bambou',
    'knock-down': 'démontable',
    'nested set': 'set gigogne',
    CBM: 'CBM',
    'lead time': 'délai de fabrication',
    'minimum order': 'minimum de commande',
  },
  es: {
    seagrass: 'fibra de mar',
    'water hyacinth': 'jacinto de agua',
    rattan: 'ratán',
    bamboo: 'bambú',
    'knock-down': 'desmontable',
    'nested set': 'juego anidable',
    CBM: 'CBM',
    'lead time': 'plazo de producción',
    'minimum order': 'pedido mínimo',
  },
  ja: {
    seagrass: 'シーグラス',
    'water hyacinth': 'ウォーターヒヤシンス',
    rattan: 'ラタン',
    bamboo: '竹',
    'knock-down': 'ノックダウン式',
    'nested set': '入れ子セット',
    CBM: 'CBM',
    'lead time': '納期',
    'minimum order': '最小発注数量',
  },
};

/** The glossary's entries as the provider takes them: one `source<TAB>target` line each. */
export function glossaryTsv(locale: TranslationLocale): string {
  return Object.entries(TRADE_GLOSSARY[locale])
    .map(([english, translated]) => `${english}\t${translated}`)
    .join('\n');
}
