// German, Japanese and French texts of the demo's home page and FAQ (demo/catalogue/company.ts, faqs.ts), by their
// English text: the seed publishes each as a translation of the item whose English text it is.

/** Translations of the demo's texts, by the English text as seeded. */
export type DemoTextTranslations = Readonly<Record<string, string>>;

export const HOME_TEXTS: Record<'de' | 'ja' | 'fr', DemoTextTranslations> = {
  de: {
    // Slides: caption and link text.
    '<h2>Rattan for Every Room</h2><p>Pendant shades, trays and baskets handwoven from rattan in our Hanoi workshops.</p>':
      '<h2>Rattan für jeden Raum</h2><p>Pendelschirme, Tabletts und Körbe, in unseren Werkstätten in Hanoi von Hand aus Rattan ' +
      'geflochten.</p>',
    'Discover Rattan': 'Rattan entdecken',
    '<h2>Storage That Lasts</h2><p>Lidded boxes, nested baskets and hampers on sturdy frames, ready for your range.</p>':
      '<h2>Aufbewahrung, die hält</h2><p>Boxen mit Deckel, ineinander stapelbare Körbe und Wäschekörbe auf stabilen Rahmen, bereit für ' +
      'Ihr Sortiment.</p>',
    'Explore Storage': 'Aufbewahrung ansehen',
    '<h2>Light Through the Weave</h2><p>Bamboo, palm leaf and seagrass pendant shades made to your size and colour.</p>':
      '<h2>Licht durch das Geflecht</h2><p>Pendelschirme aus Bambus, Palmblatt und Seegras, gefertigt in Ihrer Größe und Farbe.</p>',
    'See Lamp Shades': 'Lampenschirme ansehen',
    '<h2>Natural Texture, Every Day</h2><p>Twelve categories of homeware, from wall decor to pet beds, in twelve natural fibres.</p>':
      '<h2>Natürliche Struktur für jeden Tag</h2><p>Zwölf Kategorien Wohnaccessoires, von Wanddekoration bis Tierbetten, aus zwölf ' +
      'Naturfasern.</p>',
    'View Categories': 'Kategorien anzeigen',
    '<h2>Handwoven Since 1991</h2><p>Four production sites in Hanoi and Ninh Binh, exporting for trading companies since 2007.</p>':
      '<h2>Handgeflochten seit 1991</h2><p>Vier Produktionsstätten in Hanoi und Ninh Binh, Export für Handelsunternehmen seit 2007.</p>',
    'About Us': 'Über uns',
    // Badges.
    'GLOBE EXPORT': 'WELTWEITER EXPORT',
    'VARIOUS PRODUCTS': 'VIELFÄLTIGE PRODUKTE',
    'VERY REASONABLE PRICE': 'SEHR FAIRE PREISE',
    'STRONG CUSTOMIZATION': 'UMFASSENDE INDIVIDUALISIERUNG',
    'SYSTEMATICAL QUALITY CONTROL': 'SYSTEMATISCHE QUALITÄTSKONTROLLE',
    'NATURAL MATERIALS': 'NATÜRLICHE MATERIALIEN',
    // Why choose us.
    'Very Reasonable Price': 'Sehr faire Preise',
    ['We buy materials directly from the growing regions and make everything in our own workshops, with no middlemen, so our ' +
    'quotations stay competitive for large and small orders alike.']:
      'Wir kaufen die Rohstoffe direkt in den Anbaugebieten ein und fertigen alles in unseren eigenen Werkstätten, ohne Zwischenhändler. ' +
      'So bleiben unsere Angebote für große wie für kleine Aufträge wettbewerbsfähig.',
    'High-Quality Product': 'Hochwertige Produkte',
    ['Skilled artisans, carefully selected fibres and systematic checks at every step, from moisture control of raw materials to ' +
    'drop-tested export cartons.']:
      'Erfahrene Kunsthandwerker, sorgfältig ausgewählte Fasern und systematische Prüfungen bei jedem Arbeitsschritt, von der ' +
      'Feuchtigkeitskontrolle der Rohstoffe bis zu falltestgeprüften Exportkartons.',
    Reliability: 'Zuverlässigkeit',
    ['More than three decades of weaving and over fifteen years of exporting: clear communication, realistic lead times and shipments ' +
    'that leave on schedule.']:
      'Mehr als drei Jahrzehnte Flechthandwerk und über fünfzehn Jahre Export: klare Kommunikation, realistische Lieferzeiten und ' +
      'Sendungen, die termingerecht verschifft werden.',
    // Testimonials: quote and role.
    ['Three seasons of seagrass baskets and not one carton came back. The pre-shipment photos arrive before we ask, and the colours ' +
    'match the approved sample every time.']:
      'Drei Saisons Seegraskörbe, und nicht ein einziger Karton kam zurück. Die Fotos vor dem Versand kommen, bevor wir danach fragen, ' +
      'und die Farben entsprechen jedes Mal dem freigegebenen Muster.',
    'Head of purchasing': 'Leiterin Einkauf',
    ['They reworked our water hyacinth hamper to nest four to a carton, which took a third off our freight to Savannah. Samples came ' +
    'in twelve days.']:
      'Sie haben unseren Wäschekorb aus Wasserhyazinthe so überarbeitet, dass sich vier Stück pro Karton ineinanderstellen lassen. Das ' +
      'hat unsere Frachtkosten nach Savannah um ein Drittel gesenkt. Die Muster kamen in zwölf Tagen.',
    'VP of sourcing': 'Vice President Beschaffung',
    'Our rattan pendant shades passed the third-party inspection first time, and the team answers our questions in French within the day.':
      'Unsere Pendelschirme aus Rattan haben die Inspektion durch Dritte auf Anhieb bestanden, und das Team beantwortet unsere Fragen ' +
      'noch am selben Tag auf Französisch.',
    'Managing director': 'Geschäftsführerin',
    ['A reliable partner for our private-label storage range: moisture readings and carton drop tests come with every shipment, as ' +
    'our QA team asks.']:
      'Ein zuverlässiger Partner für unser Aufbewahrungssortiment unter Eigenmarke: Feuchtigkeitsmesswerte und Karton-Falltests liegen ' +
      'jeder Sendung bei, so wie es unser QA-Team verlangt.',
    'Category buyer': 'Sortimentseinkäufer',
    // FAQ: question and answer.
    'What is your minimum order quantity (MOQ)?': 'Wie hoch ist Ihre Mindestbestellmenge (MOQ)?',
    ['<p>Our MOQ is <strong>100 pieces per colour per item</strong>. Different items can be combined in one order, and we are glad to ' +
    'discuss a trial order for your first collection.</p>']:
      '<p>Unsere MOQ beträgt <strong>100 Stück pro Farbe und Artikel</strong>. Verschiedene Artikel können in einer Bestellung ' +
      'kombiniert werden, und gern besprechen wir mit Ihnen eine Probebestellung für Ihre erste Kollektion.</p>',
    'How soon will I receive a quotation?': 'Wie schnell erhalte ich ein Angebot?',
    ['<p>We send a detailed quotation within <strong>3 to 5 days</strong> of receiving your request with pictures, sizes, colours and ' +
    'estimated quantities. All prices are quoted in <strong>US dollars (USD)</strong>.</p>']:
      '<p>Wir senden Ihnen ein detailliertes Angebot innerhalb von <strong>3 bis 5 Tagen</strong> nach Eingang Ihrer Anfrage mit ' +
      'Bildern, Maßen, Farben und geschätzten Mengen. Alle Preise verstehen sich in <strong>US-Dollar (USD)</strong>.</p>',
    'Can you make samples before we order?': 'Können Sie vor der Bestellung Muster anfertigen?',
    ['<p>Yes. Samples are ready <strong>5 to 10 days</strong> after the design, size and colour are confirmed. We send photos and ' +
    'measurements first, then ship the samples by express courier for your approval.</p>']:
      '<p>Ja. Muster sind <strong>5 bis 10 Tage</strong> nach Bestätigung von Design, Größe und Farbe fertig. Wir senden Ihnen zuerst ' +
      'Fotos und Maße und verschicken die Muster dann per Expresskurier zur Freigabe.</p>',
    'Can you produce our own designs and labels?': 'Können Sie nach unseren eigenen Designs und mit unseren Etiketten fertigen?',
    ['<p>Of course. We regularly develop new shapes, sizes and colours from customer drawings or reference photos, and we can attach ' +
    'your own labels, hang tags and barcodes.</p>']:
      '<p>Selbstverständlich. Wir entwickeln regelmäßig neue Formen, Größen und Farben nach Kundenzeichnungen oder Referenzfotos und ' +
      'bringen gern Ihre eigenen Etiketten, Hängeetiketten und Barcodes an.</p>',
    'How long does mass production take?': 'Wie lange dauert die Serienproduktion?',
    ['<p>Mass production usually takes <strong>35 to 65 days or more</strong> after sample approval and deposit, depending on the ' +
    'items, the quantity and the season. We confirm a firm schedule with every order.</p>']:
      '<p>Die Serienproduktion dauert nach Musterfreigabe und Eingang der Anzahlung in der Regel ' +
      '<strong>35 bis 65 Tage oder länger</strong>, je nach Artikel, Menge und Saison. Mit jeder Bestellung bestätigen wir einen ' +
      'verbindlichen Zeitplan.</p>',
    'How do you control moisture and prevent mould?': 'Wie kontrollieren Sie die Feuchtigkeit und wie beugen Sie Schimmel vor?',
    ['<p>Materials are sun-dried and kiln-dried before weaving, and finished goods are dried again before packing. We keep the ' +
    'moisture content at <strong>7–12%</strong>, check it with a moisture meter and add silica gel and anti-mould sheets to every ' +
    'carton.</p>']:
      '<p>Die Materialien werden vor dem Flechten in der Sonne und in der Trockenkammer getrocknet, die fertige Ware wird vor dem ' +
      'Verpacken nochmals getrocknet. Wir halten die Materialfeuchte bei <strong>7–12 %</strong>, prüfen sie mit einem ' +
      'Feuchtigkeitsmessgerät und legen jedem Karton Silicagel und Anti-Schimmel-Folien bei.</p>',
    'Which inspection standard do you follow?': 'Nach welchem Prüfstandard arbeiten Sie?',
    ['<p>We inspect to AQL sampling, general inspection <strong>level GII</strong>, with acceptance levels of ' +
    '<strong>2.5 for major</strong> and <strong>4.0 for minor</strong> defects. Our QC team checks goods during production and again ' +
    'before packing.</p>']:
      '<p>Wir prüfen nach AQL-Stichprobenverfahren, allgemeines Prüfniveau <strong>Level GII</strong>, mit Annahmegrenzen von ' +
      '<strong>2,5 für Hauptfehler</strong> und <strong>4,0 für Nebenfehler</strong>. Unser QC-Team prüft die Ware während der ' +
      'Produktion und erneut vor dem Verpacken.</p>',
    'Can we inspect the goods before shipment?': 'Können wir die Ware vor dem Versand prüfen?',
    ['<p>Yes. The pre-shipment inspection takes place <strong>3 to 7 days before shipment</strong>. It can be done by your own team, ' +
    'by a third-party inspection company of your choice or by our QC team with a full photo report.</p>']:
      '<p>Ja. Die Inspektion vor dem Versand findet <strong>3 bis 7 Tage vor der Verschiffung</strong> statt. Sie kann durch Ihr eigenes ' +
      'Team, durch eine unabhängige Prüfgesellschaft Ihrer Wahl oder durch unser QC-Team mit vollständigem Fotobericht erfolgen.</p>',
    'Which ports do you ship from?': 'Von welchen Häfen verschiffen Sie?',
    ['<p>Our goods are loaded at <strong>Hai Phong</strong> port, close to our workshops in the north, or at ' +
    '<strong>Ho Chi Minh</strong> City port when that suits your shipping line better.</p>']:
      '<p>Unsere Ware wird im Hafen <strong>Hai Phong</strong> nahe unseren Werkstätten im Norden verladen oder im Hafen von ' +
      '<strong>Ho Chi Minh</strong> City, wenn dies für Ihre Reederei günstiger ist.</p>',
    'Do you accept small orders that do not fill a container?': 'Nehmen Sie auch kleine Aufträge an, die keinen Container füllen?',
    ['<p>Yes. Small orders can be shipped <strong>LCL</strong> (less than container load) as consolidated cargo, or combined with ' +
    'other items to fill a container.</p>']:
      '<p>Ja. Kleine Aufträge können als <strong>LCL</strong> (Less than Container Load) in Sammelladung verschifft oder mit anderen ' +
      'Artikeln zu einer vollen Containerladung kombiniert werden.</p>',
    'How are the goods packed for export?': 'Wie wird die Ware für den Export verpackt?',
    ['<p>Items are wrapped in polybags, nested where possible and packed in strong 5-ply export cartons with silica gel. Our cartons ' +
    'pass a drop test according to <strong>ISTA 1A</strong>, and we follow your own packing and labelling instructions.</p>']:
      '<p>Die Artikel werden in Polybeutel verpackt, wo möglich ineinandergestellt und mit Silicagel in stabile 5-lagige Exportkartons ' +
      'gepackt. Unsere Kartons bestehen einen Falltest nach <strong>ISTA 1A</strong>, und wir richten uns nach Ihren eigenen ' +
      'Verpackungs- und Kennzeichnungsvorgaben.</p>',
    'How many containers can you produce each month?': 'Wie viele Container können Sie pro Monat produzieren?',
    ['<p>With four production sites in Hanoi and Ninh Binh, our capacity is up to ' +
    '<strong>18 forty-foot containers per month</strong>. Please book space early for the busy autumn season.</p>']:
      '<p>Mit vier Produktionsstätten in Hanoi und Ninh Binh beträgt unsere Kapazität bis zu ' +
      '<strong>18 Container à 40 Fuß pro Monat</strong>. Bitte reservieren Sie für die arbeitsreiche Herbstsaison frühzeitig ' +
      'Produktionskapazität.</p>',
    'What payment terms do you accept?': 'Welche Zahlungsbedingungen akzeptieren Sie?',
    ['<p>Our standard terms are <strong>T/T</strong>: a <strong>30% deposit</strong> when the order is confirmed and the ' +
    '<strong>balance before loading</strong>.</p>']:
      '<p>Unsere Standardbedingungen sind <strong>T/T</strong>: <strong>30 % Anzahlung</strong> bei Auftragsbestätigung und der ' +
      '<strong>Restbetrag vor der Verladung</strong>.</p>',
    'Do you accept payment by letter of credit?': 'Akzeptieren Sie Zahlung per Akkreditiv?',
    '<p>Yes. We accept an irrevocable <strong>L/C at sight</strong> for a first order over <strong>USD 45,000</strong>.</p>':
      '<p>Ja. Wir akzeptieren ein unwiderrufliches <strong>Sichtakkreditiv (L/C at sight)</strong> für eine Erstbestellung über ' +
      '<strong>USD 45.000</strong>.</p>',
    'In which currency are prices quoted?': 'In welcher Währung werden die Preise angegeben?',
    '<p>All quotations, proforma invoices and commercial invoices are issued in <strong>US dollars (USD)</strong>.</p>':
      '<p>Alle Angebote, Proformarechnungen und Handelsrechnungen werden in <strong>US-Dollar (USD)</strong> ausgestellt.</p>',
    // The company's texts (every page's footer, the home page's video, the contact page's card).
    '<p>We design and weave baskets, storage, lighting, furniture and home decor from rattan, seagrass, water hyacinth, bamboo and other natural fibres for importers, retailers and trading companies around the world.</p>':
      '<p>Wir entwerfen und flechten Körbe, Aufbewahrung, Leuchten, Möbel und Wohnaccessoires aus Rattan, Seegras, Wasserhyazinthe, Bambus und anderen Naturfasern für Importeure, Händler und Handelshäuser in aller Welt.</p>',
    'Inside our weaving workshops in Hanoi and Ninh Binh': 'Zu Besuch in unseren Flechtwerkstätten in Hanoi und Ninh Binh',
    '<h2>Handwoven in Vietnam since 1991</h2><p>From the craft villages around Hanoi to our four production sites in Hanoi and Ninh Binh, our artisans turn rattan, seagrass, water hyacinth and bamboo into homeware for customers in Europe, North America, Australia and Asia.</p>':
      '<h2>Handgeflochten in Vietnam seit 1991</h2><p>Von den Handwerksdörfern rund um Hanoi bis zu unseren vier Produktionsstätten in Hanoi und Ninh Binh verarbeiten unsere Flechterinnen und Flechter Rattan, Seegras, Wasserhyazinthe und Bambus zu Wohnaccessoires für Kunden in Europa, Nordamerika, Australien und Asien.</p>',
    'Export sales manager': 'Leiterin Exportvertrieb',
  },
  ja: {
    // Slides: caption and link text.
    '<h2>Rattan for Every Room</h2><p>Pendant shades, trays and baskets handwoven from rattan in our Hanoi workshops.</p>':
      '<h2>どの部屋にもラタンを</h2><p>ハノイの自社工房で、ペンダントシェード、トレイ、バスケットをラタンから手編みしています。</p>',
    'Discover Rattan': 'ラタンを見る',
    '<h2>Storage That Lasts</h2><p>Lidded boxes, nested baskets and hampers on sturdy frames, ready for your range.</p>':
      '<h2>長く使える収納</h2><p>丈夫なフレームで仕上げたふた付きボックス、入れ子セットのバスケット、ランドリーバスケットを、' +
      '貴社の品揃えに合わせてご用意します。</p>',
    'Explore Storage': '収納を見る',
    '<h2>Light Through the Weave</h2><p>Bamboo, palm leaf and seagrass pendant shades made to your size and colour.</p>':
      '<h2>編み目からこぼれる光</h2><p>バンブー、パームリーフ、シーグラスのペンダントシェードを、ご希望のサイズと色でお作りします。</p>',
    'See Lamp Shades': 'ランプシェードを見る',
    '<h2>Natural Texture, Every Day</h2><p>Twelve categories of homeware, from wall decor to pet beds, in twelve natural fibres.</p>':
      '<h2>毎日に、自然の風合いを</h2><p>ウォールデコからペットベッドまで、' +
      '12種類の天然繊維で編んだ12カテゴリーのホームウェアをご用意しています。</p>',
    'View Categories': 'カテゴリーを見る',
    '<h2>Handwoven Since 1991</h2><p>Four production sites in Hanoi and Ninh Binh, exporting for trading companies since 2007.</p>':
      '<h2>1991年から続く手編み</h2><p>ハノイとニンビンに4つの生産拠点を持ち、2007年から商社向けに輸出しています。</p>',
    'About Us': '会社概要',
    // Badges.
    'GLOBE EXPORT': '世界各国への輸出',
    'VARIOUS PRODUCTS': '豊富な製品ラインナップ',
    'VERY REASONABLE PRICE': '非常にお手頃な価格',
    'STRONG CUSTOMIZATION': '柔軟なカスタマイズ',
    'SYSTEMATICAL QUALITY CONTROL': '体系的な品質管理',
    'NATURAL MATERIALS': '天然素材',
    // Why choose us.
    'Very Reasonable Price': '非常にお手頃な価格',
    ['We buy materials directly from the growing regions and make everything in our own workshops, with no middlemen, so our ' +
    'quotations stay competitive for large and small orders alike.']:
      '原材料は産地から直接仕入れ、中間業者を介さずにすべて自社工房で製造しています。そのため、大口・小口を問わず、' +
      '競争力のあるお見積りをご提示できます。',
    'High-Quality Product': '高品質な製品',
    ['Skilled artisans, carefully selected fibres and systematic checks at every step, from moisture control of raw materials to ' +
    'drop-tested export cartons.']:
      '熟練の職人、厳選した繊維、そして原材料の水分管理から落下試験済みの輸出用カートンまで、' +
      'すべての工程で行う体系的な検査が品質を支えています。',
    Reliability: '信頼性',
    ['More than three decades of weaving and over fifteen years of exporting: clear communication, realistic lead times and shipments ' +
    'that leave on schedule.']:
      '30年以上にわたる編み製品づくりと、15年を超える輸出実績があります。わかりやすいご連絡、現実的な納期、' +
      'そして予定どおりの出荷をお約束します。',
    // Testimonials: quote and role.
    ['Three seasons of seagrass baskets and not one carton came back. The pre-shipment photos arrive before we ask, and the colours ' +
    'match the approved sample every time.']:
      'シーグラスのバスケットを3シーズン扱ってきましたが、戻ってきたカートンは一つもありません。' +
      '出荷前の写真はこちらが頼む前に届きますし、色は毎回、承認したサンプルどおりです。',
    'Head of purchasing': '購買責任者',
    ['They reworked our water hyacinth hamper to nest four to a carton, which took a third off our freight to Savannah. Samples came ' +
    'in twelve days.']:
      'ウォーターヒヤシンスのランドリーバスケットを1カートンに4個入れ子で収まるよう改良してもらい、サバンナまでの運賃が3分の1減りました。' +
      'サンプルは12日で届きました。',
    'VP of sourcing': '調達担当バイスプレジデント',
    'Our rattan pendant shades passed the third-party inspection first time, and the team answers our questions in French within the day.':
      '当社のラタンのペンダントシェードは第三者検査に一度で合格しました。また、' +
      'チームは私たちの質問にその日のうちにフランス語で答えてくれます。',
    'Managing director': '代表取締役',
    ['A reliable partner for our private-label storage range: moisture readings and carton drop tests come with every shipment, as ' +
    'our QA team asks.']:
      'プライベートブランドの収納シリーズを任せられる信頼できるパートナーです。当社QAチームの求めどおり、' +
      '毎回の出荷に含水率の測定値とカートンの落下試験結果が添えられています。',
    'Category buyer': 'カテゴリーバイヤー',
    // FAQ: question and answer.
    'What is your minimum order quantity (MOQ)?': '最小発注数量（MOQ）はどのくらいですか？',
    ['<p>Our MOQ is <strong>100 pieces per colour per item</strong>. Different items can be combined in one order, and we are glad to ' +
    'discuss a trial order for your first collection.</p>']:
      '<p>MOQは<strong>1アイテム1色につき100個</strong>です。複数のアイテムを1回のご注文にまとめることができ、' +
      '初めてのコレクションについてはトライアル発注のご相談も承ります。</p>',
    'How soon will I receive a quotation?': '見積もりはどのくらいで届きますか？',
    ['<p>We send a detailed quotation within <strong>3 to 5 days</strong> of receiving your request with pictures, sizes, colours and ' +
    'estimated quantities. All prices are quoted in <strong>US dollars (USD)</strong>.</p>']:
      '<p>写真、サイズ、色、予定数量を添えたご依頼をいただいてから<strong>3～5日</strong>以内に、詳細なお見積りをお送りします。' +
      '価格はすべて<strong>米ドル（USD）</strong>建てです。</p>',
    'Can you make samples before we order?': '発注前にサンプルを作ってもらえますか？',
    ['<p>Yes. Samples are ready <strong>5 to 10 days</strong> after the design, size and colour are confirmed. We send photos and ' +
    'measurements first, then ship the samples by express courier for your approval.</p>']:
      '<p>はい。デザイン、サイズ、色の確定後、<strong>5～10日</strong>でサンプルをご用意します。まず写真と寸法をお送りし、' +
      'その後サンプルを国際宅配便で発送しますので、ご確認のうえご承認ください。</p>',
    'Can you produce our own designs and labels?': '自社デザインやオリジナルラベルでの製造は可能ですか？',
    ['<p>Of course. We regularly develop new shapes, sizes and colours from customer drawings or reference photos, and we can attach ' +
    'your own labels, hang tags and barcodes.</p>']:
      '<p>もちろん可能です。お客様の図面や参考写真をもとに、新しい形、サイズ、色を日常的に開発しています。貴社のラベル、下げ札、' +
      'バーコードの取り付けにも対応します。</p>',
    'How long does mass production take?': '量産にはどのくらいの期間がかかりますか？',
    ['<p>Mass production usually takes <strong>35 to 65 days or more</strong> after sample approval and deposit, depending on the ' +
    'items, the quantity and the season. We confirm a firm schedule with every order.</p>']:
      '<p>量産には、サンプル承認と前払金のご入金後、通常<strong>35～65日またはそれ以上</strong>かかります。期間はアイテム、数量、' +
      '時期によって異なります。ご注文ごとに確定したスケジュールをご案内します。</p>',
    'How do you control moisture and prevent mould?': '湿気の管理とカビ対策はどのように行っていますか？',
    ['<p>Materials are sun-dried and kiln-dried before weaving, and finished goods are dried again before packing. We keep the ' +
    'moisture content at <strong>7–12%</strong>, check it with a moisture meter and add silica gel and anti-mould sheets to every ' +
    'carton.</p>']:
      '<p>素材は編む前に天日乾燥と人工乾燥（キルン乾燥）を行い、完成品も梱包前に再度乾燥させます。含水率は<strong>7–12%</strong>に保ち、' +
      '水分計で確認したうえで、すべてのカートンにシリカゲルと防カビシートを入れています。</p>',
    'Which inspection standard do you follow?': 'どの検査基準を採用していますか？',
    ['<p>We inspect to AQL sampling, general inspection <strong>level GII</strong>, with acceptance levels of ' +
    '<strong>2.5 for major</strong> and <strong>4.0 for minor</strong> defects. Our QC team checks goods during production and again ' +
    'before packing.</p>']:
      '<p>AQL抜き取り検査に基づき、通常検査水準<strong>レベルGII</strong>で検査し、合格品質水準は<strong>重欠点2.5</strong>、' +
      '<strong>軽欠点4.0</strong>としています。当社のQCチームが生産中と梱包前の2回、製品を検査します。</p>',
    'Can we inspect the goods before shipment?': '出荷前に製品を検品できますか？',
    ['<p>Yes. The pre-shipment inspection takes place <strong>3 to 7 days before shipment</strong>. It can be done by your own team, ' +
    'by a third-party inspection company of your choice or by our QC team with a full photo report.</p>']:
      '<p>はい。出荷前検品は<strong>出荷の3～7日前</strong>に行います。貴社のチーム、貴社が指定する第三者検査機関、' +
      'または当社のQCチーム（写真付きの詳細レポートを提出）のいずれかが実施できます。</p>',
    'Which ports do you ship from?': 'どの港から出荷していますか？',
    ['<p>Our goods are loaded at <strong>Hai Phong</strong> port, close to our workshops in the north, or at ' +
    '<strong>Ho Chi Minh</strong> City port when that suits your shipping line better.</p>']:
      '<p>貨物は、北部にある当社工房に近い<strong>ハイフォン</strong>港で積み込みます。ご利用の船会社の都合に合わせて、' +
      '<strong>ホーチミン</strong>市の港から出荷することも可能です。</p>',
    'Do you accept small orders that do not fill a container?': 'コンテナに満たない小口注文にも対応していますか？',
    ['<p>Yes. Small orders can be shipped <strong>LCL</strong> (less than container load) as consolidated cargo, or combined with ' +
    'other items to fill a container.</p>']:
      '<p>はい。小口注文は<strong>LCL</strong>（コンテナ未満貨物）として混載で出荷するか、' +
      '他のアイテムと組み合わせてコンテナを満たすことができます。</p>',
    'How are the goods packed for export?': '輸出用の梱包はどのようになっていますか？',
    ['<p>Items are wrapped in polybags, nested where possible and packed in strong 5-ply export cartons with silica gel. Our cartons ' +
    'pass a drop test according to <strong>ISTA 1A</strong>, and we follow your own packing and labelling instructions.</p>']:
      '<p>製品はポリ袋で包み、可能なものは入れ子にして、シリカゲルとともに頑丈な5層の輸出用カートンに梱包します。' +
      'カートンは<strong>ISTA 1A</strong>に準拠した落下試験に合格しており、貴社独自の梱包・表示のご指示にも従います。</p>',
    'How many containers can you produce each month?': '月にどのくらいのコンテナを生産できますか？',
    ['<p>With four production sites in Hanoi and Ninh Binh, our capacity is up to ' +
    '<strong>18 forty-foot containers per month</strong>. Please book space early for the busy autumn season.</p>']:
      '<p>ハノイとニンビンにある4つの生産拠点で、<strong>月最大18本の40フィートコンテナ</strong>を生産できます。' +
      '繁忙期となる秋のシーズンは、お早めに生産枠をご予約ください。</p>',
    'What payment terms do you accept?': 'どのような支払条件に対応していますか？',
    ['<p>Our standard terms are <strong>T/T</strong>: a <strong>30% deposit</strong> when the order is confirmed and the ' +
    '<strong>balance before loading</strong>.</p>']:
      '<p>標準の支払条件は<strong>T/T</strong>です。ご注文確定時に<strong>30%の前払金</strong>、' +
      '<strong>船積み前に残金</strong>をお支払いいただきます。</p>',
    'Do you accept payment by letter of credit?': '信用状（L/C）での支払いは可能ですか？',
    '<p>Yes. We accept an irrevocable <strong>L/C at sight</strong> for a first order over <strong>USD 45,000</strong>.</p>':
      '<p>はい。取消不能の<strong>一覧払信用状（L/C at sight）</strong>を承ります。' +
      '対象は<strong>USD 45,000</strong>を超える初回ご注文です。</p>',
    'In which currency are prices quoted?': '価格はどの通貨で提示されますか？',
    '<p>All quotations, proforma invoices and commercial invoices are issued in <strong>US dollars (USD)</strong>.</p>':
      '<p>お見積書、プロフォーマインボイス、コマーシャルインボイスは、すべて<strong>米ドル（USD）</strong>建てで発行します。</p>',
    // The company's texts (every page's footer, the home page's video, the contact page's card).
    '<p>We design and weave baskets, storage, lighting, furniture and home decor from rattan, seagrass, water hyacinth, bamboo and other natural fibres for importers, retailers and trading companies around the world.</p>':
      '<p>ラタン、シーグラス、ウォーターヒヤシンス、竹などの天然素材を使い、世界各国の輸入業者・小売店・商社の皆さまに向けて、バスケット、収納、照明、家具、インテリア雑貨をデザインし、手編みで製作しています。</p>',
    'Inside our weaving workshops in Hanoi and Ninh Binh': 'ハノイとニンビンの編み工房のご紹介',
    '<h2>Handwoven in Vietnam since 1991</h2><p>From the craft villages around Hanoi to our four production sites in Hanoi and Ninh Binh, our artisans turn rattan, seagrass, water hyacinth and bamboo into homeware for customers in Europe, North America, Australia and Asia.</p>':
      '<h2>1991年からベトナムで手編み</h2><p>ハノイ近郊の工芸村から、ハノイとニンビンにある4つの生産拠点まで、当社の職人がラタン、シーグラス、ウォーターヒヤシンス、竹を、ヨーロッパ、北米、オーストラリア、アジアのお客さま向けのインテリア製品に仕上げています。</p>',
    'Export sales manager': '輸出営業マネージャー',
  },
  fr: {
    // Slides: caption and link text.
    '<h2>Rattan for Every Room</h2><p>Pendant shades, trays and baskets handwoven from rattan in our Hanoi workshops.</p>':
      '<h2>Le rotin dans chaque pièce</h2><p>Suspensions, plateaux et paniers tressés à la main en rotin dans nos ateliers de Hanoi.</p>',
    'Discover Rattan': 'Découvrir le rotin',
    '<h2>Storage That Lasts</h2><p>Lidded boxes, nested baskets and hampers on sturdy frames, ready for your range.</p>':
      '<h2>Des rangements qui durent</h2><p>Boîtes à couvercle, paniers gigognes et paniers à linge sur armatures solides, prêts pour ' +
      'votre gamme.</p>',
    'Explore Storage': 'Voir les rangements',
    '<h2>Light Through the Weave</h2><p>Bamboo, palm leaf and seagrass pendant shades made to your size and colour.</p>':
      '<h2>La lumière à travers le tressage</h2><p>Suspensions en bambou, en feuille de palmier et en jonc de mer, réalisées à vos ' +
      'dimensions et dans vos coloris.</p>',
    'See Lamp Shades': 'Voir les abat-jour',
    '<h2>Natural Texture, Every Day</h2><p>Twelve categories of homeware, from wall decor to pet beds, in twelve natural fibres.</p>':
      '<h2>La texture naturelle au quotidien</h2><p>Douze catégories d’articles pour la maison, de la décoration murale aux lits pour ' +
      'animaux, en douze fibres naturelles.</p>',
    'View Categories': 'Voir les catégories',
    '<h2>Handwoven Since 1991</h2><p>Four production sites in Hanoi and Ninh Binh, exporting for trading companies since 2007.</p>':
      '<h2>Tressé à la main depuis 1991</h2><p>Quatre sites de production à Hanoi et à Ninh Binh, à l’export pour les sociétés de négoce ' +
      'depuis 2007.</p>',
    'About Us': 'À propos de nous',
    // Badges.
    'GLOBE EXPORT': 'EXPORT MONDIAL',
    'VARIOUS PRODUCTS': 'PRODUITS VARIÉS',
    'VERY REASONABLE PRICE': 'PRIX TRÈS RAISONNABLES',
    'STRONG CUSTOMIZATION': 'PERSONNALISATION POUSSÉE',
    'SYSTEMATICAL QUALITY CONTROL': 'CONTRÔLE QUALITÉ SYSTÉMATIQUE',
    'NATURAL MATERIALS': 'MATÉRIAUX NATURELS',
  },
};
