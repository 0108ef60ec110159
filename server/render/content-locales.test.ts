import request from 'supertest';
import type { DatabaseHandle } from '../db/connect';
import { createTestApp } from '../../test/test-app';
import { insertSentQuote } from '../../test/quote-fixtures';
import { inquiriesApi } from '../../shared/contracts/inquiries';

// The company pages and the buyer's quote page as a buyer in Hamburg or Osaka reads them: the page's interface in
// German or Japanese, and none of its English interface texts (the company's own copy is content, translated apart).

let app: ReturnType<typeof createTestApp>['app'];
let database: DatabaseHandle;

beforeAll(() => {
  ({ app, database } = createTestApp());
});
afterAll(() => database.close());

/** The page's HTML without its hydration data and scripts: what a buyer reads, its head included. */
async function pageText(url: string): Promise<string> {
  // A product translated into the page's locale is at its translated address: the English one sends the buyer on.
  const response = await request(app).get(url).redirects(1);
  expect(response.status).toBe(200);
  return response.text.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

interface PageCase {
  url: string;
  /** The page's own interface texts in German and in Japanese. */
  de: string[];
  ja: string[];
  /** The same texts in English, which neither translation may show. */
  en: string[];
}

const PAGES: PageCase[] = [
  {
    url: '/about-us',
    de: ['aria-label="Zahlen zum Unternehmen"', 'Begegnungen mit unseren Kunden', 'Das sagen unsere Kunden', 'Einige unserer Kunden'],
    ja: ['aria-label="会社データ"', 'お客様との交流', 'お客様の声', '主なお取引先'],
    en: ['Company facts', 'Meeting our customers', 'What our buyers say', 'Some of our clients', 'A family craft of natural-fibre weaving'],
  },
  {
    url: '/certificates',
    de: ['Zertifikate und Audits', 'Ausgestellt von', 'Zertifikatsnummer', 'Geltungsbereich', 'Scan öffnen (PDF)', 'Umfasst:'],
    ja: ['認証・監査', '発行機関', '証明書番号', '適用範囲', 'スキャンを開く（PDF）', '対象製品：'],
    en: ['Issued by', 'Certificate number', 'Scope', 'Open the scan', 'Covers:', 'The certificates and audit reports valid today'],
  },
  {
    url: '/privacy',
    de: [
      'Wer für Ihre Daten verantwortlich ist',
      'Wie lange wir sie aufbewahren',
      'Die IP-Adresse, von der Ihre Anfrage gesendet wurde',
      ' Tage nach der Anfrage',
    ],
    ja: ['個人情報の管理者', '保存期間', 'お問い合わせ送信元のIPアドレス', '日後に削除'],
    en: [
      'id="privacy-controller">Who is responsible for your data',
      'How long we keep it',
      'The internet address your request',
      'days after',
      'Registered address:',
    ],
  },
  {
    url: '/faqs',
    de: ['Häufig gestellte Fragen', '>Bestellung</h2>', '>Serienproduktion</h2>', '>Versand</h2>', '>Zahlung</h2>'],
    ja: ['よくあるご質問', '>ご注文</h2>', '>量産</h2>', '>出荷</h2>', '>お支払い</h2>'],
    en: ['Frequently asked questions', '>Order</h2>', '>Mass production</h2>', '>Shipment</h2>', '>Payment</h2>'],
  },
  {
    url: '/contact',
    de: ['Kontaktieren Sie uns', 'Schreiben Sie uns', 'Ihr Ansprechpartner im Vertrieb', 'Telefon: ', 'Spricht ', 'Chat über WhatsApp mit'],
    ja: ['お問い合わせ', 'メッセージを送る', '営業担当', '電話：', '対応言語：', 'WhatsApp：<a', 'WhatsAppで'],
    en: ['Contact us', 'Send us a message', 'Your sales contact', 'Phone: ', 'Speaks ', 'Chat on WhatsApp', 'Welcome inquiry.'],
  },
  {
    url: '/trading',
    de: ['Handelsbedingungen'],
    ja: ['取引条件'],
    en: ['Trading terms', 'How to order from us: minimum order'],
  },
];

describe('the company pages in German and Japanese', () => {
  it.each(
    PAGES.flatMap((page) => [
      { ...page, locale: 'de' as const },
      { ...page, locale: 'ja' as const },
    ]),
  )('/$locale$url shows its interface in its language and none of the English', async (page) => {
    const text = await pageText(`/${page.locale}${page.url}`);
    for (const translated of page[page.locale]) expect(text).toContain(translated);
    for (const english of page.en) expect(text).not.toContain(english);
  });

  it('keeps the English pages as they were', async () => {
    for (const page of PAGES) {
      const text = await pageText(page.url);
      for (const english of page.en.filter((each) => !each.includes('How to order') && !each.includes('A family craft'))) {
        expect(text).toContain(english);
      }
    }
  });

  it('writes the certificates’ days as the page’s language writes a day', async () => {
    const [english = '', german = '', japanese = ''] = await Promise.all(
      ['/certificates', '/de/certificates', '/ja/certificates'].map(pageText),
    );
    const validity = (html: string) => /<dd>([^<]*\d{4}[^<]*)<\/dd>/.exec(html)?.[1];
    expect(validity(english)).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4} to \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(validity(german)).toMatch(/^\d{1,2}\. \S+ \d{4} bis \d{1,2}\. \S+ \d{4}$/);
    expect(validity(japanese)).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日〜\d{4}年\d{1,2}月\d{1,2}日$/);
  });

  it.each([
    [
      'de',
      [
        'Planen Sie Ihre Bestellung',
        'Container-Schätzung',
        '>Kartons<',
        '>Farbe<',
        '>Stück<',
        '+ Farbe hinzufügen',
        'In den Anfragekorb legen',
        'Wir freuen uns auf Ihre Anfrage.',
      ],
    ],
    [
      'ja',
      [
        'ご注文のシミュレーション',
        'コンテナ積載の目安',
        '>カートン数<',
        '>カラー<',
        '+ カラーを追加',
        '見積もりカートに追加する',
        'お問い合わせをお待ちしております。',
      ],
    ],
  ])('/%s/order/… plans the order and estimates the container in its language', async (locale, texts) => {
    const product = await database.db.selectFrom('product').select('path').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const text = await pageText(`/${locale}/order/${product.path}`);
    for (const translated of texts) expect(text).toContain(translated);
    for (const english of [
      'Plan your order',
      'Container estimate',
      '>Cartons<',
      '>Colour<',
      '+ Add a colour',
      'Add to the quote basket',
      'Welcome inquiry.',
      'You can also call',
      ' full<',
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it.each([
    ['de', 'So fertigen wir unsere Produkte', 'Schritte von der Rohfaser bis zum beladenen Container.', 'aria-label="Produktionsablauf"'],
    ['ja', '製造工程のご紹介', 'つの工程。', 'aria-label="製造工程"'],
  ])('/%s/how-we-make counts its steps in its language', async (locale, heading, steps, label) => {
    const text = await pageText(`/${locale}/how-we-make`);
    for (const translated of [heading, steps, label]) expect(text).toContain(translated);
    for (const english of ['How we make our products', 'steps from raw fibre', 'Production process']) expect(text).not.toContain(english);
  });

  it('names the not-found page in the page’s language', async () => {
    const response = await request(app).get('/de/not-found');
    expect(response.status).toBe(404);
    expect(response.text).toContain('Diese Seite wurde leider nicht gefunden.');
    expect(response.text).toContain('<title>Seite nicht gefunden');
    expect(response.text).not.toContain('Go Home');
    expect(response.text).toContain('href="/de"');
  });
});

describe('the buyer’s quote page in German and Japanese', () => {
  /** A quotation request as the site's form sends it, with version 1 of its quote sent; its page's path. */
  async function quotedInquiry(): Promise<string> {
    const db = database.db;
    const product = await db.selectFrom('product').select(['path', 'name']).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const response = await request(app)
      .post(`/api${inquiriesApi.sendContact.path}`)
      .set('X-Forwarded-For', `10.91.${process.pid % 250}.7`)
      .send({
        name: 'Greta Müller',
        phone_number: '+(123) 456-7890',
        email: `locales-${process.pid}@example.de`,
        subject: 'Baskets',
        message: 'Please quote 1200 pieces.',
        product: { link: `http://catalogue.test/product/${product.path}`, name: product.name },
      });
    expect(response.status).toBe(201);
    const inquiry = await db.selectFrom('inquiry').select('id').where('reference', '=', response.body.reference).executeTakeFirstOrThrow();
    const mail = await db
      .selectFrom('email_outbox')
      .select('body_text')
      .where('inquiry_id', '=', inquiry.id)
      .where('purpose', '=', 'buyer-acknowledgement')
      .executeTakeFirstOrThrow();
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await insertSentQuote(db, inquiry.id, [
      {
        sentAt: new Date(),
        validUntil,
        totalCents: 1_482_000,
        lines: [{ path: product.path, name: product.name, colour: 'Natural', quantity: 1200, unitPriceCents: 1235 }],
      },
    ]);
    return /http:\/\/catalogue\.test(\/quote\/[A-Za-z0-9_-]{43})/.exec(mail.body_text)![1]!;
  }

  let path: string;
  beforeAll(async () => {
    path = await quotedInquiry();
  });

  it.each([
    [
      'de',
      [
        'Ihre Anfrage ',
        'Stand Ihrer Anfrage',
        'Unser Angebot, Version 1',
        'Stückpreis',
        'Betrag',
        'Summe',
        'Zahlung',
        'T/T: 30 % Anzahlung',
        '5 bis 10 Tage',
        'Dieses Angebot annehmen',
        'Stellen Sie uns eine Frage',
        '1.200',
        '12,35',
        '14.820,00',
      ],
    ],
    [
      'ja',
      [
        'お問い合わせ ',
        'お問い合わせの状況',
        'お見積書（第1版）',
        '単価',
        '金額',
        '合計',
        'お支払い',
        'T/T：前払金30%',
        '5〜10日',
        'この見積もりを承諾する',
        'ご質問はこちら',
        '1,200',
        '12.35',
      ],
    ],
  ])('/%s/quote/… shows the quote in its language', async (locale, texts) => {
    const text = await pageText(`/${locale}${path}`);
    for (const translated of texts) expect(text).toContain(translated);
    for (const english of [
      'Your inquiry',
      'Where your inquiry is',
      'Our quotation, version',
      'Unit price',
      'Amount',
      '>Total<',
      'balance before loading',
      ' to 10 days',
      'Accept this quotation',
      'Ask us a question',
      'Questions? Contact us',
      'Download the PDF',
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it('keeps the English quote page in English', async () => {
    const text = await pageText(path);
    for (const english of [
      'Your inquiry',
      'Our quotation, version 1',
      'Unit price',
      'T/T: 30 % deposit, balance before loading',
      '5 to 10 days',
      '14,820.00',
      'USD 14,820.00',
    ]) {
      expect(text).toContain(english);
    }
  });
});
