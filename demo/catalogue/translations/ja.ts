// Japanese texts of the demo catalogue: every category, material and product line (demo/catalogue/categories.ts,
// materials.ts), as a trade translator would write them for importers and retailers.

import type { DemoLocaleTexts } from './demo-texts';

export const JA: DemoLocaleTexts = {
  categories: {
    baskets: {
      name: 'バスケット',
      description:
        'ベリーバスケット、マルシェバスケット、シェルフバスケット、入れ子セットなど、' +
        'どの部屋にも合うバスケットを天然素材で手編みしています。',
      note: 'バスケットは一点ずつ木型に沿って編むため、セットは出荷時にきれいに入れ子にできます。',
    },
    'storage-boxes': {
      name: '収納ボックス',
      description: 'ふた付きボックス、キューブ収納、入れ子の収納セットで、クローゼットや棚、デスクまわりをすっきり整えます。',
      note: '鉄製フレームにより、中身がいっぱいでも角がきちんと保たれ、ふたもぴったり閉まります。',
    },
    'lamp-shades': {
      name: 'ランプシェード',
      description: 'ペンダントライトやテーブルランプ用のシェード。透かし編みから温かな光が模様を描いて広がります。',
      note: 'シェードはコードセット・電球なしでのお届けです。ご要望に応じて、仕向け地に合わせた電気部品を取り付けます。',
    },
    trays: {
      name: 'トレイ',
      description: 'サービングトレイ、オットマントレイ、ドレッサートレイが、テーブルやサイドボードに温もりを添えます。',
      note: 'ラッカー仕上げで、日常の水はねや汚れから表面を守ります。',
    },
    planters: {
      name: 'プランター',
      description: '防水インナー付きの鉢カバーとプランターバスケット。大小さまざまな観葉植物に。',
      note: '取り外し可能な防水プラスチックインナー付き。',
    },
    bags: {
      name: 'バッグ',
      description: '軽くて丈夫な天然素材で編んだトートバッグ、ショルダーバッグ、ビーチバッグ。',
      note: '持ち手は日常使いに耐えるよう縫製とリベットで固定。内布はご指定の生地でもお作りします。',
    },
    'placemats-coasters': {
      name: 'ランチョンマット＆コースター',
      description: '巻き編みや平編みのランチョンマット、コースター、テーブルランナーで、くつろいだナチュラルな食卓に。',
      note: '固く絞った布で拭き、平らに置いて乾かしてください。',
    },
    'home-decor': {
      name: 'インテリア雑貨',
      description: 'ウォールプレート、サンバーストミラー、花瓶カバー、フォトフレームが、壁や棚に自然素材の質感を添えます。',
      note: '壁掛けアイテムには、背面に丈夫な吊り下げ用ループが付いています。',
    },
    'poufs-furniture': {
      name: 'プフ＆家具',
      description: 'プフ、フットスツール、サイドテーブル、チェアなど、頑丈なフレームに編み地を施した家具。',
      note: '梱包前に一点ずつ、安定性と耐荷重を検査しています。',
    },
    'pet-beds': {
      name: 'ペットベッド',
      description: 'キャットハウス、バスケット、脚付きベッドなど、ペットが喜び、飼い主も見せたくなるアイテム。',
      note: 'クッションカバーは取り外して洗えます。サイズはお客様の商品構成に合わせて調整できます。',
    },
    'laundry-hampers': {
      name: 'ランドリーバスケット',
      description: 'ふた付きランドリーハンパー、仕分けバスケット、ランドリーバスケット。綿のインナーは取り外せます。',
      note: '綿のインナーは取り外して洗濯機で洗えます。',
    },
    'christmas-decor': {
      name: 'クリスマス装飾',
      description: '編みのツリー、スター、リース、オーナメントで、ナチュラルなクリスマスシーズンを。',
      note: 'シーズン品は、8〜9月の出荷に向けて5月までにご注文を確定いただくことをおすすめします。',
    },
  },
  materials: {
    rattan: {
      name: 'ラタン',
      inName: 'ラタン',
      description: '丈夫でしなやかなつる性のヤシ。皮と芯に割いて、ランプシェードやトレイ、家具、長年使える頑丈なバスケットに仕上げます。',
      composition: 'ラタン芯・ラタン皮',
      colours: ['ナチュラルハニー', 'ダークブラウン', 'ホワイトウォッシュ'],
    },
    seagrass: {
      name: 'シーグラス',
      inName: 'シーグラス',
      description:
        'ベトナム北部の汽水域のデルタで育ち、天日で乾燥させてから手でより合わせた、丈夫でほのかな艶のあるロープ。' +
        '爽やかなグリーンベージュの色合いです。',
      composition: '手撚りのシーグラスロープ',
      colours: ['ナチュラル', 'ナチュラル（黒縁）', '上部ホワイト塗装'],
    },
    'water-hyacinth': {
      name: 'ウォーターヒヤシンス',
      inName: 'ウォーターヒヤシンス',
      description: '川や池で刈り取った茎を数週間天日干しし、温かみのあるグレーブラウンの、柔らかく太いロープに編み上げます。',
      composition: 'ウォーターヒヤシンスの三つ編み',
      colours: ['ナチュラル', 'グレーウォッシュ', 'ブラックブラウン'],
    },
    bamboo: {
      name: 'バンブー',
      inName: 'バンブー',
      description: '成長の早い竹を薄く均一なひごに割き、編んだり曲げたりして、麦わら色の艶をもつ軽くて驚くほど丈夫な品に仕上げます。',
      composition: '竹ひご',
      colours: ['ナチュラル', 'ライトウォールナット', 'ブラック'],
    },
    jute: {
      name: 'ジュート',
      inName: 'ジュート',
      description: '黄金色のジュート繊維を紡いで太いロープに編み、プフやランチョンマット、プランターにラフで表情豊かな風合いを与えます。',
      composition: 'ジュートの編みロープ',
      colours: ['ナチュラル', 'ブリーチ', 'ナチュラル（白ストライプ）'],
    },
    rush: {
      name: 'ラッシュ',
      inName: 'ラッシュ',
      description:
        'なめらかなラッシュ（い草の仲間）をヘリンボーンや綾織りに編み、ボックスやランドリーバスケット、' +
        'テーブルリネンに均一で端正な表情を生みます。',
      composition: 'ラッシュ編み',
      colours: ['ナチュラル', 'ナチュラル（濃色縁取り）'],
    },
    'palm-leaf': {
      name: 'パームリーフ',
      inName: 'パームリーフ',
      description: '淡い色のヤシの葉をリボン状に裂いて編み、風通しのよい夏らしいバッグやランプシェード、ランチョンマットに仕上げます。',
      composition: 'パームリーフ編み',
      colours: ['ナチュラルクリーム', 'ナチュラル（黒ストライプ）'],
    },
    'banana-bark': {
      name: 'バナナバーク',
      inName: 'バナナバーク',
      description: 'バナナの幹から剥いだ繊維。クリームから深いブラウンまでの自然な濃淡が、一点ごとに異なる表情を生みます。',
      composition: 'バナナバーク繊維',
      colours: ['ナチュラルブラウン', 'ライトナチュラル'],
    },
    cattail: {
      name: 'ガマ',
      inName: 'ガマ',
      description: 'ガマ（蒲）の長く柔らかな葉をしなやかなロープに編み、ランドリーバスケットやプランター、ペットベッドに仕立てます。',
      composition: 'ガマの葉の編みロープ',
      colours: ['ナチュラル', 'ナチュラル（グレーストライプ）'],
    },
    'kaisa-grass': {
      name: 'カイサグラス',
      inName: 'カイサグラス',
      description: '黄金色の細い草を細い紐に撚り、バスケットやトレイ、ウォールデコに目の詰まった上品な巻き編みを生み出します。',
      composition: 'カイサグラスの撚り紐',
      colours: ['ナチュラルゴールド', 'ナチュラル（黒柄）'],
    },
    'paper-rope': {
      name: 'ペーパーロープ',
      inName: 'ペーパーロープ',
      description: '丈夫なクラフト紙の撚りロープ。染めやすく、手入れが簡単で、仕上がりも均一。収納用品、ペットベッド、季節の装飾に。',
      composition: 'クラフト紙の撚りロープ',
      colours: ['ナチュラル', 'ホワイト', 'グレー', 'ブラック'],
    },
    wicker: {
      name: 'ルームウィッカー',
      inName: 'ルームウィッカー',
      description:
        '紙巻きワイヤーを織機で細かく均一に織り上げ、手作業で塗装した素材。チェアやランドリーバスケット、ウォールデコの定番です。',
      composition: '紙巻きワイヤー（ルーム）、木製フレーム',
      colours: ['オフホワイト', 'セージ', 'ダブグレー', 'ブラック'],
    },
  },
  lines: {
    // バスケット (baskets)
    'Round {M} Belly Basket with Handles': {
      name: '{M}の持ち手付き丸型ベリーバスケット',
      summary: '左右に編み込みの持ち手が付いた、たっぷりサイズのベリーバスケット。ブランケットやおもちゃ、鉢植えに最適です。',
      size: '直径45 × 高さ40 cm',
    },
    'Set of 3 {M} Storage Baskets': {
      name: '{M}の収納バスケット3点セット',
      summary: 'サイズ違いの丸型バスケット3点。棚やバスルーム、子ども部屋を片付けられ、入れ子にしてしまえます。',
      size: '直径40 × 高さ35 / 直径35 × 高さ30 / 直径30 × 高さ25 cm',
    },
    '{M} Market Basket with Handle': {
      name: '{M}の持ち手付きマルシェバスケット',
      summary: '丈夫なアーチ型の持ち手が付いたオープンタイプのマルシェバスケット。果物やパン、花、ピクニックに。',
      size: 'W38 × D28 × H22 cm（持ち手を含む高さ40 cm）',
    },
    'Rectangular {M} Shelf Basket': {
      name: '{M}の長方形シェルフバスケット',
      summary: '一般的なシェルフにぴったり収まるサイズの長方形バスケット。両端に持ち手穴付き。',
      size: 'W32 × D26 × H20 cm',
    },
    'Tall {M} Floor Basket': {
      name: '{M}のトールフロアバスケット',
      summary: 'ブランケットや丸めたタオル、雑誌、傘を収納できる背の高いフロアバスケット。',
      size: '直径35 × 高さ55 cm',
    },
    '{M} Bread Basket with Cotton Liner': {
      name: '{M}のコットンライナー付きブレッドバスケット',
      summary: '取り外して洗えるコットンライナー付きの、浅いオーバル型ブレッドバスケット。',
      size: 'W30 × D20 × H10 cm',
    },
    'Oval {M} Picnic Basket with Lid': {
      name: '{M}のふた付きオーバルピクニックバスケット',
      summary: '開閉式のふた、革ベルト、木製トグルが付いたクラシックなピクニックバスケット。',
      size: 'W42 × D30 × H24 cm',
    },
    'Round {M} Toy Basket with Lid': {
      name: '{M}のふた付き丸型おもちゃバスケット',
      summary: 'リビングや子ども部屋で、おもちゃやゲームをすっきり隠せる大容量のふた付きバスケット。',
      size: '直径50 × 高さ45 cm',
    },
    // 収納ボックス (storage-boxes)
    'Rectangular {M} Storage Box with Lid': {
      name: '{M}のふた付き長方形収納ボックス',
      summary: 'リネンや書類、思い出の品をしまえるふた付き収納ボックス。両側に編み込みの持ち手付き。',
      size: 'W40 × D30 × H25 cm',
    },
    'Set of 3 {M} Storage Boxes with Lids': {
      name: '{M}のふた付き収納ボックス3点セット',
      summary: '棚に積み重ねられ、出荷時は入れ子にできる、サイズ違いのふた付きボックス3点。',
      size: 'W45 × D35 × H28 / W40 × D30 × H24 / W35 × D25 × H20 cm',
    },
    '{M} Wardrobe Storage Box': {
      name: '{M}のクローゼット収納ボックス',
      summary: 'セーターや寝具、靴をしまえる深型ボックス。クローゼットの棚にすっと収まるサイズです。',
      size: 'W50 × D35 × H30 cm',
    },
    'Square {M} Cube Storage Box': {
      name: '{M}の正方形キューブ収納ボックス',
      summary: '人気のキューブシェルフの33 cm角のスペースにぴったり収まる正方形ボックス。',
      size: 'W32 × D32 × H32 cm',
    },
    '{M} Tissue Box Cover': {
      name: '{M}のティッシュボックスカバー',
      summary: '一般的なティッシュ箱にかぶせるだけの、すっきりしたカバー。上部に取り出し口付き。',
      size: 'W26 × D14 × H10 cm',
    },
    '{M} Desk Organiser Box': {
      name: '{M}のデスクオーガナイザーボックス',
      summary: 'ペンやノート、充電器を分けて置ける、仕切り付きの小さなオープンボックス。',
      size: 'W30 × D20 × H12 cm',
    },
    'Low {M} Underbed Storage Box': {
      name: '{M}のベッド下収納ボックス（ロータイプ）',
      summary: 'ベッドやソファの下にすっと滑り込む、低くて幅広のふた付きボックス。',
      size: 'W70 × D45 × H18 cm',
    },
    // ランプシェード (lamp-shades)
    'Dome {M} Pendant Lamp Shade': {
      name: '{M}のドーム型ペンダントランプシェード',
      summary: 'ダイニングテーブルやキッチンアイランドを柔らかな光で照らす、幅広のドーム型シェード。',
      size: '直径45 × 高さ25 cm',
    },
    'Bell-Shaped {M} Pendant Shade': {
      name: '{M}のベル型ペンダントシェード',
      summary: '細いトップから裾が広がるベル型シェード。一灯でも、3灯並べて吊るしても素敵です。',
      size: '直径40 × 高さ35 cm',
    },
    'Large Woven {M} Ceiling Shade': {
      name: '{M}の大型編みシーリングシェード',
      summary: 'リビングやロビー、レストランの主役になる存在感のあるシーリングシェード。',
      size: '直径60 × 高さ30 cm',
    },
    '{M} Drum Shade for Table Lamps': {
      name: '{M}のテーブルランプ用ドラムシェード',
      summary: '一般的なテーブルランプやフロアランプのベースに合う、ストレートなドラム型シェード。',
      size: '直径30 × 高さ22 cm',
    },
    'Set of 2 {M} Pendant Shades': {
      name: '{M}のペンダントシェード2点セット',
      summary: 'サイズ違いでそろえたペンダントシェード2点。重ねるように吊るして奥行きのある演出に。',
      size: '直径35 × 高さ25 / 直径45 × 高さ30 cm',
    },
    'Flat Disc {M} Pendant Shade': {
      name: '{M}のフラットディスク型ペンダントシェード',
      summary: 'ゆるやかで有機的な輪郭を描く、浅いディスク型シェード。',
      size: '直径55 × 高さ12 cm',
    },
    // トレイ (trays)
    'Round {M} Serving Tray with Handles': {
      name: '{M}の持ち手付き丸型サービングトレイ',
      summary: '低い縁と持ち手穴が付いた丸型トレイ。ドリンクのサーブやコーヒーテーブルのディスプレイに。',
      size: '直径45 × 高さ6 cm',
    },
    'Rectangular {M} Ottoman Tray': {
      name: '{M}の長方形オットマントレイ',
      summary: 'プフやオットマンをサイドテーブルに変える、丈夫な長方形トレイ。',
      size: 'W50 × D35 × H7 cm',
    },
    'Set of 2 {M} Decorative Trays': {
      name: '{M}のデコレーショントレイ2点セット',
      summary: 'キャンドルや鍵の置き場、ベッドでの朝食に使える入れ子式トレイ2点。',
      size: 'W40 × D28 × H6 / W34 × D22 × H5 cm',
    },
    'Oval {M} Fruit Tray': {
      name: '{M}のオーバルフルーツトレイ',
      summary: '果物やパン、テーブルデコレーションに使える浅いオーバル型トレイ。',
      size: 'W42 × D30 × H6 cm',
    },
    '{M} Vanity Tray': {
      name: '{M}のドレッサートレイ',
      summary: 'ドレッサーやバスルームの棚で、香水やアクセサリー、スキンケア用品をまとめる小さなトレイ。',
      size: 'W30 × D20 × H5 cm',
    },
    'Square {M} Coffee Table Tray': {
      name: '{M}の正方形コーヒーテーブルトレイ',
      summary: '立ち上がった縁でリモコンや本、カップをまとめて置ける正方形トレイ。',
      size: 'W40 × D40 × H7 cm',
    },
    // プランター (planters)
    'Round {M} Plant Pot Cover': {
      name: '{M}の丸型鉢カバー',
      summary: '床や窓辺に置いたプラスチック鉢をおしゃれに包む丸型鉢カバー。',
      size: '直径30 × 高さ28 cm',
    },
    'Set of 3 {M} Planter Baskets': {
      name: '{M}のプランターバスケット3点セット',
      summary: '棚や床で植物をまとめて飾れる、サイズ違いのプランターバスケット3点。',
      size: '直径32 × 高さ30 / 直径26 × 高さ24 / 直径20 × 高さ18 cm',
    },
    'Tall {M} Floor Planter': {
      name: '{M}のトールフロアプランター',
      summary: 'カシワバゴムノキやヤシなど大型の植物に合う、背の高いテーパー型プランター。',
      size: '直径35 × 高さ45 cm',
    },
    '{M} Belly Planter with Handles': {
      name: '{M}の持ち手付きベリープランター',
      summary: '植物を楽に移動できる、持ち手付きの丸みのあるプランターバスケット。',
      size: '直径34 × 高さ32 cm',
    },
    'Small {M} Herb Pot Cover': {
      name: '{M}のハーブ用ミニ鉢カバー',
      summary: 'キッチンの窓辺でハーブや多肉植物に使える小さな鉢カバー。',
      size: '直径14 × 高さ13 cm',
    },
    'Hanging {M} Planter with Rope': {
      name: '{M}のロープ付きハンギングプランター',
      summary: 'コットンロープで吊るせる、垂れ下がる植物向けのプランターバスケット。',
      size: '直径22 × 高さ18 cm、ロープ80 cm',
    },
    // バッグ (bags)
    '{M} Tote Bag with Leather Handles': {
      name: '{M}のレザーハンドルトートバッグ',
      summary: '柔らかなレザーハンドルとゆとりある底の、毎日使えるトートバッグ。',
      size: 'W45 × D15 × H32 cm',
    },
    'Round {M} Shoulder Bag': {
      name: '{M}の丸型ショルダーバッグ',
      summary: 'レザーストラップとマグネット留め具付きの丸型バッグ。夏の定番アイテムです。',
      size: '直径28 × マチ8 cm',
    },
    '{M} Beach Bag with Cotton Lining': {
      name: '{M}のコットン裏地付きビーチバッグ',
      summary: 'ロープハンドル、コットンの裏地、ファスナーポケットが付いた大きなビーチバッグ。',
      size: 'W55 × D18 × H38 cm',
    },
    'Mini {M} Crossbody Bag': {
      name: '{M}のミニ斜め掛けバッグ',
      summary: '長さを調節できるストラップ付きの、コンパクトな斜め掛けバッグ。',
      size: 'W20 × D8 × H16 cm',
    },
    '{M} Market Shopper Bag': {
      name: '{M}のマルシェショッパーバッグ',
      summary: '肩に掛けられる長い持ち手付きの、マルシェで活躍する丈夫なショッパー。',
      size: 'W40 × D20 × H35 cm',
    },
    '{M} Clutch Bag with Button Closure': {
      name: '{M}のボタン留めクラッチバッグ',
      summary: '木製ボタンとループで留めるスリムなクラッチバッグ。',
      size: 'W30 × D3 × H18 cm',
    },
    // ランチョンマット＆コースター (placemats-coasters)
    'Round {M} Placemat': {
      name: '{M}の丸型ランチョンマット',
      summary: '縁をきれいに仕上げた、巻き編みの丸型ランチョンマット。',
      size: '直径38 cm',
    },
    'Set of 4 {M} Coasters': {
      name: '{M}のコースター4枚セット',
      summary: '熱い飲み物や冷たい飲み物からテーブルを守るコースター4枚。',
      size: '直径10 cm',
    },
    'Oval {M} Placemat': {
      name: '{M}のオーバルランチョンマット',
      summary: 'ひと揃いの食器がきれいに収まるオーバル型ランチョンマット。',
      size: '横45 × 縦32 cm',
    },
    'Set of 6 {M} Placemats with Holder': {
      name: '{M}のホルダー付きランチョンマット6枚セット',
      summary: 'おそろいの編みホルダーに収納できる丸型ランチョンマット6枚。',
      size: 'マット直径35 cm、ホルダーW38 × D12 × H20 cm',
    },
    '{M} Table Runner': {
      name: '{M}のテーブルランナー',
      summary: 'ダイニングテーブルやサイドボードに質感を添える、長い編みランナー。',
      size: '長さ150 × 幅35 cm',
    },
    'Round {M} Charger Mat': {
      name: '{M}の丸型チャージャーマット',
      summary: '特別な日のディナー皿の下に敷く、大きめのチャージャーマット。',
      size: '直径35 cm',
    },
    // インテリア雑貨 (home-decor)
    'Set of 3 {M} Wall Decor Plates': {
      name: '{M}のウォールデコプレート3点セット',
      summary: '手軽にギャラリーウォールを作れる、サイズ違いの編みウォールプレート3点。',
      size: '直径40 / 直径30 / 直径25 cm',
    },
    '{M} Sunburst Wall Mirror': {
      name: '{M}のサンバーストウォールミラー',
      summary: '放射状に編んだ光輪で縁取った丸いミラー。',
      size: '直径60 cm、ミラー直径25 cm',
    },
    'Round {M} Wall Basket': {
      name: '{M}の丸型ウォールバスケット',
      summary: '壁の飾りとしても、吊るすフルーツバスケットとしても使える浅いウォールバスケット。',
      size: '直径45 × 高さ8 cm',
    },
    '{M} Vase Cover with Glass Insert': {
      name: '{M}のガラスインナー付き花瓶カバー',
      summary: 'ガラスのボトル型花瓶を包む編みカバー。生花にもドライフラワーにも。',
      size: '直径12 × 高さ25 cm',
    },
    '{M} Macrame-Style Wall Hanging': {
      name: '{M}のマクラメ風タペストリー',
      summary: 'フリンジの裾と木製ハンガーバーが付いた、柔らかな風合いの壁掛け。',
      size: 'W45 × H70 cm',
    },
    'Woven {M} Picture Frame': {
      name: '{M}の編みフォトフレーム',
      summary: '13 × 18 cmの写真に対応した、木製スタンド付きの卓上フォトフレーム。',
      size: '縦25 × 横20 cm',
    },
    // プフ＆家具 (poufs-furniture)
    'Round {M} Pouf': {
      name: '{M}の丸型プフ',
      summary: '補助いすやフットレストになる、しっかりとした丸型プフ。',
      size: '直径50 × 高さ35 cm',
    },
    '{M} Footstool with Wooden Legs': {
      name: '{M}の木脚付きフットスツール',
      summary: '編み込みの座面と、ろくろ挽きの木脚を備えた低いフットスツール。',
      size: 'W45 × D35 × H40 cm',
    },
    '{M} Side Table': {
      name: '{M}のサイドテーブル',
      summary: 'ランプや本、コーヒーを置けるフラットな編み天板の、砂時計型サイドテーブル。',
      size: '直径40 × 高さ45 cm',
    },
    'Square {M} Ottoman': {
      name: '{M}の正方形オットマン',
      summary: '上にトレイをのせればコーヒーテーブルにもなる正方形オットマン。',
      size: 'W45 × D45 × H40 cm',
    },
    '{M} Storage Bench': {
      name: '{M}の収納ベンチ',
      summary: '座面を持ち上げると中に収納できる玄関ベンチ。',
      size: 'W100 × D40 × H45 cm',
    },
    '{M} Lounge Chair': {
      name: '{M}のラウンジチェア',
      summary: 'ゆったりした座面と傾斜した背もたれの、くつろげるラウンジチェア。クッションもご用意できます。',
      size: 'W70 × D75 × H80 cm',
    },
    // ペットベッド (pet-beds)
    'Oval {M} Pet Bed with Cushion': {
      name: '{M}のクッション付きオーバルペットベッド',
      summary: '背面が高く、取り外せる柔らかなクッションが付いたオーバル型ペットベッド。',
      size: 'W60 × D45 × H20 cm',
    },
    '{M} Cat Cave': {
      name: '{M}のドーム型キャットハウス',
      summary: '丸い入り口とクッションが付いた、居心地のよいドーム型ハウス。',
      size: '直径45 × 高さ35 cm',
    },
    'Round {M} Dog Basket': {
      name: '{M}の丸型ドッグバスケット',
      summary: '前面が低く、出入りしやすい丸型ドッグバスケット。',
      size: '直径70 × 高さ25 cm',
    },
    'Raised {M} Pet Bed on Legs': {
      name: '{M}の脚付きペットベッド',
      summary: '短い木脚で床から離し、冷たい床からペットを守る脚付きベッド。',
      size: 'W65 × D50 × H22 cm',
    },
    '{M} Pet Toy Basket': {
      name: '{M}のペット用おもちゃバスケット',
      summary: 'ボールやガム、おもちゃをひとまとめにできる小さなバスケット。',
      size: '直径30 × 高さ20 cm',
    },
    'Large {M} Dog Bed': {
      name: '{M}の大型ドッグベッド',
      summary: '大型犬向けの、厚手クッション付き長方形ベッド。',
      size: 'W90 × D65 × H22 cm',
    },
    // ランドリーバスケット (laundry-hampers)
    'Round {M} Laundry Hamper with Lid': {
      name: '{M}のふた付き丸型ランドリーハンパー',
      summary: 'ぴったり閉まるふたとコットンライナーが付いた、背の高い丸型ランドリーハンパー。',
      size: '直径40 × 高さ55 cm',
    },
    'Set of 2 {M} Laundry Baskets': {
      name: '{M}のランドリーバスケット2点セット',
      summary: '洗い上がった洗濯物を運べる、持ち手付きのオープン型ランドリーバスケット2点。',
      size: '直径45 × 高さ35 / 直径40 × 高さ30 cm',
    },
    'Square {M} Laundry Hamper with Cotton Liner': {
      name: '{M}のコットンライナー付き正方形ランドリーハンパー',
      summary: 'バスルームの隅にすっきり収まる正方形ハンパー。',
      size: 'W40 × D40 × H60 cm',
    },
    'Tall {M} Laundry Basket with Handles': {
      name: '{M}の持ち手付きトールランドリーバスケット',
      summary: 'タオルや洗濯物に使える、持ち手穴付きの背の高いオープンバスケット。',
      size: '直径38 × 高さ60 cm',
    },
    'Double {M} Laundry Sorter': {
      name: '{M}の2分別ランドリーソーター',
      summary: '白物と色物を分けられる、コットンライナー付きの2室ハンパー。',
      size: 'W60 × D35 × H60 cm',
    },
    'Oval {M} Laundry Carry Basket': {
      name: '{M}のオーバルランドリーキャリーバスケット',
      summary: '物干しまで運ぶのに便利な、丈夫な持ち手付きの浅いオーバルバスケット。',
      size: 'W60 × D42 × H28 cm',
    },
    // クリスマス装飾 (christmas-decor)
    'Set of 3 {M} Christmas Trees': {
      name: '{M}のクリスマスツリー3点セット',
      summary: 'マントルピースやテーブルに飾れる、高さ違いの円錐形ツリー3点。',
      size: '高さ60 / 高さ45 / 高さ35 cm',
    },
    '{M} Christmas Star Ornament': {
      name: '{M}のクリスマススターオーナメント',
      summary: 'ツリーや窓、ドアに吊るして飾れる星形オーナメント（五芒星）。',
      size: '直径25 cm',
    },
    '{M} Reindeer Decoration': {
      name: '{M}のトナカイオブジェ',
      summary: 'ショーウィンドウや暖炉まわりを飾る、立ち姿のトナカイ。',
      size: 'W40 × D15 × H50 cm',
    },
    'Set of 6 {M} Bauble Ornaments': {
      name: '{M}のボールオーナメント6個セット',
      summary: 'ジュートの吊り紐が付いた編みボールオーナメント6個。',
      size: '直径8 cm',
    },
    '{M} Christmas Wreath': {
      name: '{M}のクリスマスリース',
      summary: 'ナチュラルな仕上げの丸いリース。お好みで飾り付けを楽しめます。',
      size: '直径40 cm',
    },
    '{M} Angel Tree Topper': {
      name: '{M}のエンジェルツリートップ',
      summary: 'クリスマスツリーのてっぺんを飾る、軽やかな天使のオブジェ。',
      size: '高さ22 cm',
    },
  },
  phrases: {
    handmadeFrom: '{material}を使い、ベトナムで一つひとつ手作りしています。',
    materialLabel: '素材：',
    customisationLabel: 'カスタマイズ：',
    customisation: 'サイズ・カラー・持ち手・ラベルはご要望に応じて対応可能',
  },
};
