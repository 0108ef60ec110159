import { englishOf } from '../../../shared/i18n/english';
import { PRODUCT_CSV_MESSAGES } from '../../../shared/contracts/product-csv';
import { csvFileText } from './csv-file-text';

// The bytes of files as spreadsheets save them, read as the Import screen reads them. Node's own decoder reads
// Windows-1252's bytes 0x80-0x9F (€, ’, “) as Latin-1 (nodejs/node#56542), unlike browsers: those are checked in
// Chromium by client/e2e/admin-product-import.e2e.ts; here only the letters both agree on.

/** Text as Excel's plain "CSV" saves it on a Western Windows: one byte a letter, in Windows-1252. */
const windows1252 = (text: string) =>
  Uint8Array.from(text, (letter) => {
    if (letter.charCodeAt(0) > 0xff) throw new Error(`${letter} is not in Windows-1252 as written here`);
    return letter.charCodeAt(0);
  });

const utf8 = (text: string) => new TextEncoder().encode(text);
const BOM = '\uFEFF';

it("reads Excel's Windows-1252 CSV with its accents and says so", () => {
  const text = 'name,packing_note\r\nCafé basket,Crème linen\r\nJardinière,Nested by fives\r\n';
  expect(csvFileText(windows1252(text))).toEqual({ text, encoding: 'windows-1252' });
});

it('reads UTF-8 with or without a byte order mark as UTF-8, the mark dropped', () => {
  const text = 'name\r\nGiỏ cói Hội An\r\nCafé basket\r\n';
  expect(csvFileText(utf8(text))).toEqual({ text, encoding: 'utf-8' });
  expect(csvFileText(utf8(`${BOM}${text}`))).toEqual({ text, encoding: 'utf-8' });
});

it('refuses a file whose byte order mark says UTF-8 but whose bytes are not, instead of garbling it', () => {
  const bytes = new Uint8Array([...utf8(`${BOM}name\r\n`), ...windows1252('Café basket\r\n')]);
  expect(csvFileText(bytes)).toEqual({ problem: englishOf(PRODUCT_CSV_MESSAGES.brokenUtf8) });
});
