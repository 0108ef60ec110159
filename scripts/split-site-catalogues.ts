import fs from 'node:fs';
import path from 'node:path';
import { SITE_LOCALES } from '../shared/i18n/locales';
import { LOCALES_DIR, planPieces, SHELL_PIECE } from './site-catalogue-pieces';

// Writes the public site's catalogue in pieces (scripts/site-catalogue-pieces.ts says which): part of
// `npm run messages:compile`, after Lingui has compiled each locale's catalogue.

const ROOT = path.resolve(import.meta.dirname, '..');

const moduleText = (messages: Record<string, unknown>) =>
  `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))}) as Messages;\n`;

/** Writes client/locales/<locale>/<piece>.ts for every language of the site, and the index it loads them through. */
async function writePieces() {
  const { pieces } = await planPieces(ROOT);
  const names = Object.keys(pieces);
  for (const locale of SITE_LOCALES) {
    const compiled = path.join(ROOT, LOCALES_DIR, `${locale}.ts`);
    if (!fs.existsSync(compiled)) continue;
    const { messages } = (await import(compiled)) as { messages: Record<string, unknown> };
    const dir = path.join(ROOT, LOCALES_DIR, locale);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir);
    for (const name of names) {
      const own = Object.fromEntries(pieces[name]!.filter((id) => id in messages).map((id) => [id, messages[id]]));
      fs.writeFileSync(path.join(dir, `${name}.ts`), moduleText(own));
    }
  }
  const locales = SITE_LOCALES.filter((locale) => fs.existsSync(path.join(ROOT, LOCALES_DIR, locale)));
  const loaders = locales.map(
    (locale) =>
      `  ${JSON.stringify(locale)}: {\n${names.map((name) => `    ${JSON.stringify(name)}: () => import('./${locale}/${name}'),`).join('\n')}\n  },`,
  );
  fs.writeFileSync(
    path.join(ROOT, LOCALES_DIR, 'pieces.ts'),
    `/*eslint-disable*/\n// Written by scripts/split-site-catalogues.ts (npm run messages:compile).\nimport type { Messages } from '@lingui/core';\n\n` +
      `/** The piece every page of a language needs: the layout, its dialogs and forms, the not-found page. */\nexport const SHELL_PIECE = ${JSON.stringify(SHELL_PIECE)};\n\n` +
      `export const CATALOGUE_PIECES: Record<string, Record<string, () => Promise<{ messages: Messages }>>> = {\n${loaders.join('\n')}\n};\n`,
  );
  const sizes = names.map((name) => `${name} ${pieces[name]!.length}`).join(', ');
  console.log(`Site catalogue in ${names.length} pieces (messages: ${sizes})`);
}

await writePieces();
