import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A page compressed once, whose nonce changes per response: the text between nonces is compressed, each nonce
 * sits in a stored (uncompressed) deflate block, so a response copies the bytes, writes its nonce into those
 * blocks and recomputes the checksum — no compression per request. Every nonce of a page has the same length.
 *
 * Each piece of text is compressed with the page before it as its dictionary, so the hydration data still finds
 * the names and paths the HTML spelt out (a page's script elements would otherwise cost about 5 % more). The
 * nonces stand in that dictionary as 0xFF bytes, which UTF-8 text never holds: no match can reach into a nonce.
 */
export interface GzipWithHoles {
  template: Buffer;
  /** Where each nonce's bytes start in `template`, and how many there are. */
  holes: number[];
  holeLength: number;
  /** Length of the uncompressed page. */
  size: number;
  /** The uncompressed page's pieces, to compute the checksum with any nonce. */
  parts: Buffer[];
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const WINDOW_BYTES = 32 * 1024;
const NOT_UTF8 = 0xff;
const FINAL_EMPTY_BLOCK = deflateRawSync(Buffer.alloc(0));

/** A stored block's header for `length` bytes; after a full flush the stream is at a byte boundary. */
function storedBlockHeader(length: number): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt8(0, 0); // BFINAL 0, BTYPE 00 (stored), padding
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}

export function gzipWithHoles(parts: Buffer[], nonceLength: number): GzipWithHoles {
  const pieces: Buffer[] = [GZIP_HEADER];
  const holes: number[] = [];
  let offset = GZIP_HEADER.length;
  const push = (piece: Buffer) => {
    pieces.push(piece);
    offset += piece.length;
  };
  // The last 32 kB of the page so far, as deflate may refer back to it.
  let window = Buffer.alloc(0);
  const remember = (bytes: Buffer) => {
    window = Buffer.concat([window, bytes]).subarray(-WINDOW_BYTES);
  };
  parts.forEach((part, i) => {
    if (i > 0) {
      push(storedBlockHeader(nonceLength));
      holes.push(offset);
      push(Buffer.alloc(nonceLength));
      remember(Buffer.alloc(nonceLength, NOT_UTF8));
    }
    // Ends at a byte boundary, so a stored block can follow.
    push(deflateRawSync(part, { level: 9, finishFlush: constants.Z_FULL_FLUSH, ...(window.length ? { dictionary: window } : {}) }));
    remember(part);
  });
  push(FINAL_EMPTY_BLOCK);
  push(Buffer.alloc(8)); // CRC32 and size, written per response
  const size = parts.reduce((sum, part) => sum + part.length, 0) + nonceLength * (parts.length - 1);
  return { template: Buffer.concat(pieces), holes, holeLength: nonceLength, size, parts };
}

/** The gzip bytes of the page with `nonce` in every hole. */
export function fillHoles(gzip: GzipWithHoles, nonce: Buffer): Buffer {
  if (nonce.length !== gzip.holeLength) throw new Error(`A nonce of ${nonce.length} bytes does not fit holes of ${gzip.holeLength}`);
  const out = Buffer.from(gzip.template);
  for (const hole of gzip.holes) nonce.copy(out, hole);
  let crc = 0;
  gzip.parts.forEach((part, i) => {
    if (i > 0) crc = crc32(nonce, crc);
    // Node's crc32 answers 0 for an empty buffer whatever the running value: an empty piece adds nothing anyway.
    if (part.length) crc = crc32(part, crc);
  });
  out.writeUInt32LE(crc >>> 0, out.length - 8);
  out.writeUInt32LE(gzip.size % 2 ** 32, out.length - 4);
  return out;
}
