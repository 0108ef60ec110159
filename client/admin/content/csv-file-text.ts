import type { I18n } from '@lingui/core';
import { PRODUCT_CSV_MESSAGES } from '../../../shared/contracts/product-csv';
import { staffI18n } from '../staff-i18n';

// The text of a CSV file the editor chose. The export writes UTF-8, as does Excel's "CSV UTF-8"; Excel's plain "CSV"
// on a Western Windows writes Windows-1252, whose accented letters are bytes UTF-8 does not allow. Reading those as
// UTF-8 turned "Café" into "Caf\uFFFD" without a word, so a file that is not valid UTF-8 is read as Windows-1252,
// and the Import screen says so (a file from another code page then shows wrong letters that the editor can see).
// It runs in the browser, which holds the bytes: Node's TextDecoder reads Windows-1252's 0x80-0x9F (€, ’, “) as
// Latin-1 (nodejs/node#56542), so this is not for the server as it stands.

export type CsvEncoding = 'utf-8' | 'windows-1252';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** The file's text and the encoding it was read in; or why it cannot be read (in the staff member's language). */
export function csvFileText(bytes: Uint8Array, i18n: I18n = staffI18n): { text: string; encoding: CsvEncoding } | { problem: string } {
  try {
    // The decoder drops a leading byte order mark.
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // A byte order mark says UTF-8: bytes that are not are damage, which another reading would only hide.
    if (UTF8_BOM.every((byte, index) => bytes[index] === byte)) return { problem: i18n._(PRODUCT_CSV_MESSAGES.brokenUtf8) };
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}
