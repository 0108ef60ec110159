import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import type { CertificateStandard, StoredDocument } from '../../shared/certificates';

// The demo's certificates and audit reports: what a European buyer's compliance team asks a woven-goods maker for,
// dated around the day the demo is made, so one runs out within the month (the owners' reminder) and all others are
// valid. Each scan is a one-page PDF drawn here, as a certification body's certificate would read.

export interface DemoCertificate {
  name: string;
  standard: CertificateStandard;
  issuer: string;
  scope: string;
  number: string;
  /** Days from the day the demo is made. */
  fromDays: number;
  untilDays: number;
  /** The products it covers: those whose name matches, or of these materials. */
  covers: { names?: RegExp; materials?: readonly string[]; max: number };
}

export const DEMO_CERTIFICATES: readonly DemoCertificate[] = [
  {
    name: 'FSC Chain of Custody',
    standard: 'fsc',
    issuer: 'Control Union Certifications B.V.',
    scope:
      'Purchase of FSC-certified rattan and bamboo; manufacture and sale of woven baskets, trays and furniture.\nSites: Phu Vinh workshop, Chuong My, Hanoi.',
    number: 'CU-COC-893412 (licence FSC-C187342)',
    fromDays: -410,
    untilDays: 1415,
    covers: { materials: ['rattan', 'bamboo'], max: 40 },
  },
  {
    name: 'Food-contact test: bread baskets and placemats',
    standard: 'food-contact',
    issuer: 'TÜV SÜD Vietnam Co., Ltd.',
    scope:
      'Overall and specific migration under Regulation (EC) No 1935/2004 and LFGB §30/31, with sensory test: natural-fibre bread baskets (with and without cotton liner) and placemats.',
    number: 'FC-2026-HN-07731',
    fromDays: -95,
    untilDays: 270,
    covers: { names: /Bread Basket|Placemat|Charger Mat/, max: 40 },
  },
  {
    name: 'amfori BSCI audit',
    standard: 'amfori-bsci',
    issuer: 'SGS Vietnam Ltd.',
    scope: 'Social audit of the production site and its home-weaver network: overall rating B.',
    number: 'amfori ID 156-018822-000 / audit 2026-0411',
    fromDays: -200,
    untilDays: 530,
    covers: { max: 0 },
  },
  {
    name: 'Sedex SMETA 4-pillar audit',
    standard: 'sedex-smeta',
    issuer: 'Intertek Vietnam Ltd.',
    scope: 'Labour standards, health and safety, environment and business ethics at the Phu Vinh workshop.',
    number: 'ZS-404172339 / ZC-1088712',
    fromDays: -345,
    // Runs out within the month: the owners are told, and the demo shows it.
    untilDays: 20,
    covers: { max: 0 },
  },
  {
    name: 'ISO 9001:2015 quality management',
    standard: 'iso-9001',
    issuer: 'Bureau Veritas Certification Vietnam',
    scope: 'Design, manufacture and export of handwoven natural-fibre home goods.',
    number: 'VN-QMS-118204',
    fromDays: -600,
    untilDays: 495,
    covers: { max: 0 },
  },
  {
    name: 'EU Deforestation Regulation due diligence statement',
    standard: 'eudr',
    issuer: 'Preferred by Nature (independent verification)',
    scope: 'Geolocation and legality of the rattan and bamboo harvest plots supplying the workshop, under Regulation (EU) 2023/1115.',
    number: 'EUDR-DDS-VN-2026-00418',
    fromDays: -30,
    untilDays: 335,
    covers: { materials: ['rattan', 'bamboo'], max: 40 },
  },
];

export const dayFrom = (today: Date, days: number) =>
  new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days)).toISOString().slice(0, 10);

/** A one-page certificate as a PDF: the body's name, the holder, the standard, the number, the scope and the dates. */
export function certificatePdf(certificate: DemoCertificate, holder: string, validFrom: string, validUntil: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 60,
    // The same certificate makes the same file.
    info: { Title: certificate.name, Author: certificate.issuer, CreationDate: new Date(`${validFrom}T00:00:00Z`) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 120;
  doc
    .rect(40, 40, doc.page.width - 80, doc.page.height - 80)
    .lineWidth(3)
    .stroke('#2d4f5c');
  doc
    .moveDown(2)
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#2d4f5c')
    .text(certificate.issuer.toUpperCase(), { align: 'center', width });
  doc.moveDown(2).font('Helvetica-Bold').fontSize(26).fillColor('#212529').text('CERTIFICATE', { align: 'center', width });
  doc.moveDown(0.5).font('Helvetica').fontSize(16).text(certificate.name, { align: 'center', width });
  doc.moveDown(2).fontSize(12).text('This is to certify that', { align: 'center', width });
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(15).text(holder, { align: 'center', width });
  doc.font('Helvetica').fontSize(11).text('Phu Vinh, Chuong My, Hanoi, Viet Nam', { align: 'center', width });
  doc.moveDown(1.5).fontSize(12).text('meets the requirements for the following scope:', { align: 'center', width });
  doc.moveDown(0.5).font('Helvetica-Oblique').fontSize(11).text(certificate.scope, { align: 'center', width });
  doc.moveDown(2).font('Helvetica').fontSize(11);
  for (const [label, value] of [
    ['Certificate number', certificate.number],
    ['Valid from', validFrom],
    ['Valid until', validUntil],
  ] as const) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true, width }).font('Helvetica').text(value);
  }
  doc
    .moveDown(4)
    .fontSize(9)
    .fillColor('#5c636a')
    .text('Demo document: made for the demonstration catalogue, not issued by the body named.', { align: 'center', width });
  doc.end();
  return done;
}

/** The scan as a form keeps it (shared/certificates.ts), with its content hash. */
export function demoScanOf(bytes: Buffer, certificate: DemoCertificate): StoredDocument {
  return {
    hash: createHash('sha256').update(bytes).digest('hex').slice(0, 32),
    fileName: `${certificate.number.replace(/[^\w]+/g, '-').replace(/-+$/, '')}.pdf`,
    contentType: 'application/pdf',
    size: bytes.length,
  };
}

/** The demo's certificates made for `today`: their rows as an editor's form holds them, less the products, and their scans' files. */
export async function demoCertificatesFor(today: Date, holder: string) {
  return Promise.all(
    DEMO_CERTIFICATES.map(async (certificate) => {
      const validFrom = dayFrom(today, certificate.fromDays);
      const validUntil = dayFrom(today, certificate.untilDays);
      const bytes = await certificatePdf(certificate, holder, validFrom, validUntil);
      return { certificate, validFrom, validUntil, bytes, scan: demoScanOf(bytes, certificate) };
    }),
  );
}
export type DemoCertificateFiles = Awaited<ReturnType<typeof demoCertificatesFor>>;
