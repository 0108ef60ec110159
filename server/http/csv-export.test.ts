import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { csvStream, toCsv, UTF8_BOM, type CsvColumn } from './csv-export';

interface Inquiry {
  reference: string;
  name: string;
  message: string;
  products: number;
  receivedAt: Date | null;
}

const columns: CsvColumn<Inquiry>[] = [
  { header: 'Reference', value: (row) => row.reference },
  { header: 'Name', value: (row) => row.name },
  { header: 'Message', value: (row) => row.message },
  { header: 'Products', value: (row) => row.products },
  { header: 'Received', value: (row) => row.receivedAt },
];

const inquiry = (overrides: Partial<Inquiry> = {}): Inquiry => ({
  reference: 'INQ-1',
  name: 'Nguyễn Thị Hương',
  message: 'Hello',
  products: 2,
  receivedAt: new Date('2026-11-24T09:30:00Z'),
  ...overrides,
});

/** The stream's bytes as text; `text()` from node:stream/consumers would drop the byte order mark. */
const textOf = async (stream: NodeJS.ReadableStream) => (await buffer(stream)).toString('utf8');

/** Reads the file back as a spreadsheet would: BOM stripped, CRLF records, quoted fields. */
const parseBack = (csv: string): string[][] => parse(csv, { bom: true, record_delimiter: '\r\n' });

describe('toCsv', () => {
  it('starts with the UTF-8 byte order mark so spreadsheets read the accents', () => {
    const csv = toCsv(columns, [inquiry()]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('writes a header line and one CRLF-terminated line per row', () => {
    const csv = toCsv(columns, [inquiry(), inquiry({ reference: 'INQ-2', name: 'Bob' })]);
    expect(csv).toBe(
      `${UTF8_BOM}Reference,Name,Message,Products,Received\r\n` +
        'INQ-1,Nguyễn Thị Hương,Hello,2,2026-11-24T09:30:00.000Z\r\n' +
        'INQ-2,Bob,Hello,2,2026-11-24T09:30:00.000Z\r\n',
    );
  });

  it('gives only the header line for an empty list', () => {
    expect(toCsv(columns, [])).toBe(`${UTF8_BOM}Reference,Name,Message,Products,Received\r\n`);
  });

  it('round-trips accents, quotes, commas and line breaks inside cells', () => {
    const tricky = [
      inquiry({ name: 'Đặng Văn Lâm, "Lâm"', message: 'Line one\nline two\r\nline three' }),
      inquiry({ name: 'Renée Müller', message: 'Ça coûte combien ? 5" × 3"' }),
    ];
    const [header, ...rows] = parseBack(toCsv(columns, tricky));
    expect(header).toEqual(['Reference', 'Name', 'Message', 'Products', 'Received']);
    expect(rows.map((row) => [row[1], row[2]])).toEqual([
      ['Đặng Văn Lâm, "Lâm"', 'Line one\nline two\r\nline three'],
      ['Renée Müller', 'Ça coûte combien ? 5" × 3"'],
    ]);
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    const csv = toCsv([{ header: 'Text', value: (row: string) => row }], ['a,b', 'say "hi"', 'two\nlines', 'old\rmac']);
    expect(csv).toBe(`${UTF8_BOM}Text\r\n"a,b"\r\n"say ""hi"""\r\n"two\nlines"\r\n"old\rmac"\r\n`);
  });

  it.each([['=HYPERLINK("http://evil.example","click")'], ['+1+cmd|" /C calc"!A0'], ['-5+cmd'], ['@SUM(A1:A2)'], ['\t=1+1'], ['\r=1+1']])(
    'prefixes the text cell %j with a single quote so it is not run as a formula',
    (message) => {
      const [, row] = parseBack(toCsv(columns, [inquiry({ message })]));
      expect(row?.[2]).toBe(`'${message}`);
    },
  );

  it('leaves text that merely contains those characters alone', () => {
    const [, row] = parseBack(toCsv(columns, [inquiry({ message: 'a=b, c-d @e +f' })]));
    expect(row?.[2]).toBe('a=b, c-d @e +f');
  });

  it('keeps a negative number given as a number a plain number, but prefixes the same text', () => {
    const cells: CsvColumn<number>[] = [
      { header: 'Hours', value: (hours) => hours },
      { header: 'Typed', value: (hours) => String(hours) },
    ];
    expect(toCsv(cells, [-5, 1.5])).toBe(`${UTF8_BOM}Hours,Typed\r\n-5,'-5\r\n1.5,1.5\r\n`);
  });

  it('writes an empty cell for null and for an invalid date', () => {
    const csv = toCsv(columns, [inquiry({ receivedAt: null }), inquiry({ receivedAt: new Date('not a date') })]);
    const [, first, second] = parseBack(csv);
    expect(first?.[4]).toBe('');
    expect(second?.[4]).toBe('');
  });

  it('writes dates with the formatter it is given', () => {
    const csv = toCsv(columns, [inquiry()], { formatDate: (date) => date.toISOString().slice(0, 10) });
    expect(parseBack(csv)[1]?.[4]).toBe('2026-11-24');
  });
});

describe('csvStream', () => {
  async function* fromCursor<T>(rows: T[], onClose: () => void = () => {}) {
    try {
      for (const row of rows) yield row;
    } finally {
      onClose();
    }
  }

  it('streams the same bytes as toCsv, byte order mark first', async () => {
    const rows = [inquiry(), inquiry({ reference: 'INQ-2', message: '=1+1' })];
    const stream = csvStream(columns, fromCursor(rows));
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8')).toBe(toCsv(columns, rows));
  });

  it('writes the header even when there are no rows', async () => {
    expect(await textOf(csvStream(columns, fromCursor([])))).toBe(`${UTF8_BOM}Reference,Name,Message,Products,Received\r\n`);
  });

  it('exports a hundred thousand rows without losing or reordering any', async () => {
    async function* many() {
      for (let i = 0; i < 100_000; i++) yield inquiry({ reference: `INQ-${i}` });
    }
    const lines = (await textOf(csvStream(columns, many()))).split('\r\n');
    expect(lines).toHaveLength(100_002); // header, rows, and the empty string after the last CRLF
    expect(lines[1]?.startsWith('INQ-0,')).toBe(true);
    expect(lines[100_000]?.startsWith('INQ-99999,')).toBe(true);
  });

  it('stops pulling rows and closes the source when the download is abandoned', async () => {
    let pulled = 0;
    let closed = false;
    async function* endless() {
      try {
        for (;;) {
          pulled++;
          yield inquiry({ reference: `INQ-${pulled}` });
        }
      } finally {
        closed = true;
      }
    }
    const stream = csvStream(columns, endless());
    for await (const _chunk of stream) break; // the reader leaves after the first bytes
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(true);
    const pulledWhenClosed = pulled;
    await new Promise((resolve) => setImmediate(resolve));
    expect(pulled).toBe(pulledWhenClosed);
    expect(pulled).toBeLessThan(10_000);
  });

  it('fails the stream when the row source fails', async () => {
    async function* broken() {
      yield inquiry();
      throw new Error('connection lost');
    }
    await expect(textOf(csvStream(columns, broken()))).rejects.toThrow('connection lost');
  });
});
