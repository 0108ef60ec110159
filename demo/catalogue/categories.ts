// Product categories and the product lines made in each. `{M}` in a name stands for the material.

import type { CategoryKey } from '../pictures/ranges';

export interface ProductLine {
  name: string;
  summary: string;
  size: string;
  packing: string;
}

export interface CategoryContent {
  path: CategoryKey;
  name: string;
  /** One item of the category, for picture captions ('a matching laundry hamper'). */
  singular: string;
  description: string;
  /** Added to the material line of every product, when the category is built on a frame. */
  frame?: string;
  /** A practical note closing every product description of the category. */
  note: string;
  lines: ProductLine[];
}

export const CATEGORIES: CategoryContent[] = [
  {
    path: 'baskets',
    name: 'Baskets',
    singular: 'basket',
    description: 'Belly baskets, market baskets, shelf baskets and nested sets for every room, woven by hand in natural fibres.',
    note: 'Each basket is shaped on a wooden mould, so sets nest neatly for shipping.',
    lines: [
      {
        name: 'Round {M} Belly Basket with Handles',
        summary: 'A generous belly basket with two woven side handles, ideal for blankets, toys or a floor plant.',
        size: 'D45 x H40 cm',
        packing: '8 pieces per carton',
      },
      {
        name: 'Set of 3 {M} Storage Baskets',
        summary: 'Three round baskets in graded sizes that tidy shelves, bathrooms and kids’ rooms and nest inside each other.',
        size: 'D40 x H35 / D35 x H30 / D30 x H25 cm',
        packing: 'nested sets of 3, 6 sets per carton',
      },
      {
        name: '{M} Market Basket with Handle',
        summary: 'An open market basket with a sturdy arched handle for fruit, bread, flowers or a picnic.',
        size: 'L38 x W28 x H22 cm (H40 cm with handle)',
        packing: '12 pieces per carton, nested',
      },
      {
        name: 'Rectangular {M} Shelf Basket',
        summary: 'A neat rectangular basket sized for standard shelving units, with cut-out grips on both ends.',
        size: 'L32 x W26 x H20 cm',
        packing: 'nested sets of 2, 10 sets per carton',
      },
      {
        name: 'Tall {M} Floor Basket',
        summary: 'A tall floor basket for throws, rolled towels, magazines or umbrellas.',
        size: 'D35 x H55 cm',
        packing: 'nested sets of 2, 4 sets per carton',
      },
      {
        name: '{M} Bread Basket with Cotton Liner',
        summary: 'A low oval bread basket with a removable, washable cotton liner.',
        size: 'L30 x W20 x H10 cm',
        packing: '36 pieces per carton',
      },
      {
        name: 'Oval {M} Picnic Basket with Lid',
        summary: 'A classic picnic basket with a hinged lid, leather straps and a wooden toggle.',
        size: 'L42 x W30 x H24 cm',
        packing: '6 pieces per carton',
      },
      {
        name: 'Round {M} Toy Basket with Lid',
        summary: 'A roomy lidded basket that keeps toys and games out of sight in living rooms and nurseries.',
        size: 'D50 x H45 cm',
        packing: 'nested sets of 2, 2 sets per carton',
      },
    ],
  },
  {
    path: 'storage-boxes',
    name: 'Storage Boxes',
    singular: 'storage box',
    description: 'Lidded boxes, cube inserts and nested storage sets that bring order to wardrobes, shelves and desks.',
    frame: 'on a powder-coated iron frame',
    note: 'The iron frame keeps corners square and lids well fitting, even when the box is full.',
    lines: [
      {
        name: 'Rectangular {M} Storage Box with Lid',
        summary: 'A lidded storage box for linen, documents or keepsakes, with woven grips on both sides.',
        size: 'L40 x W30 x H25 cm',
        packing: '6 pieces per carton',
      },
      {
        name: 'Set of 3 {M} Storage Boxes with Lids',
        summary: 'Three lidded boxes in graded sizes that stack on a shelf and nest for shipping.',
        size: 'L45 x W35 x H28 / L40 x W30 x H24 / L35 x W25 x H20 cm',
        packing: 'nested sets of 3, 3 sets per carton',
      },
      {
        name: '{M} Wardrobe Storage Box',
        summary: 'A deep box for jumpers, bedding or shoes, sized to slide onto wardrobe shelves.',
        size: 'L50 x W35 x H30 cm',
        packing: '4 pieces per carton',
      },
      {
        name: 'Square {M} Cube Storage Box',
        summary: 'A square box made to fit the 33 cm openings of popular cube shelving units.',
        size: 'L32 x W32 x H32 cm',
        packing: 'nested sets of 2, 4 sets per carton',
      },
      {
        name: '{M} Tissue Box Cover',
        summary: 'A neat cover that slips over a standard tissue box, with a slot on top.',
        size: 'L26 x W14 x H10 cm',
        packing: '24 pieces per carton',
      },
      {
        name: '{M} Desk Organiser Box',
        summary: 'A small open box with a divider for pens, notebooks and chargers.',
        size: 'L30 x W20 x H12 cm',
        packing: '20 pieces per carton',
      },
      {
        name: 'Low {M} Underbed Storage Box',
        summary: 'A low, wide box with a lid that glides under beds and sofas.',
        size: 'L70 x W45 x H18 cm',
        packing: '4 pieces per carton',
      },
    ],
  },
  {
    path: 'lamp-shades',
    name: 'Lamp Shades',
    singular: 'lamp shade',
    description: 'Pendant and table lamp shades whose open weave scatters a warm, patterned light.',
    frame: 'with an iron top ring for a standard pendant fitting',
    note: 'Shades are supplied without cord set or bulb; electrical fittings can be added for your market on request.',
    lines: [
      {
        name: 'Dome {M} Pendant Lamp Shade',
        summary: 'A wide dome shade that throws a soft pool of light over a dining table or kitchen island.',
        size: 'D45 x H25 cm',
        packing: '6 pieces per carton, nested',
      },
      {
        name: 'Bell-Shaped {M} Pendant Shade',
        summary: 'A flared bell shade with a narrow crown, lovely hung alone or in a row of three.',
        size: 'D40 x H35 cm',
        packing: '6 pieces per carton, nested',
      },
      {
        name: 'Large Woven {M} Ceiling Shade',
        summary: 'A statement ceiling shade for living rooms, lobbies and restaurants.',
        size: 'D60 x H30 cm',
        packing: '4 pieces per carton, nested',
      },
      {
        name: '{M} Drum Shade for Table Lamps',
        summary: 'A straight drum shade that fits standard table and floor lamp bases.',
        size: 'D30 x H22 cm',
        packing: '12 pieces per carton',
      },
      {
        name: 'Set of 2 {M} Pendant Shades',
        summary: 'Two matching pendant shades in different sizes for a layered look.',
        size: 'D35 x H25 / D45 x H30 cm',
        packing: 'nested sets of 2, 4 sets per carton',
      },
      {
        name: 'Flat Disc {M} Pendant Shade',
        summary: 'A shallow disc shade with a relaxed, organic outline.',
        size: 'D55 x H12 cm',
        packing: '8 pieces per carton, stacked',
      },
    ],
  },
  {
    path: 'trays',
    name: 'Trays',
    singular: 'tray',
    description: 'Serving trays, ottoman trays and vanity trays that add warmth to tables and sideboards.',
    note: 'A lacquered finish protects the surface from everyday spills.',
    lines: [
      {
        name: 'Round {M} Serving Tray with Handles',
        summary: 'A round tray with a low rim and cut-out handles for serving drinks or styling a coffee table.',
        size: 'D45 x H6 cm',
        packing: '12 pieces per carton, stacked',
      },
      {
        name: 'Rectangular {M} Ottoman Tray',
        summary: 'A sturdy rectangular tray that turns a pouf or ottoman into a side table.',
        size: 'L50 x W35 x H7 cm',
        packing: '10 pieces per carton, stacked',
      },
      {
        name: 'Set of 2 {M} Decorative Trays',
        summary: 'Two nesting trays for candles, keys or breakfast in bed.',
        size: 'L40 x W28 x H6 / L34 x W22 x H5 cm',
        packing: 'nested sets of 2, 8 sets per carton',
      },
      {
        name: 'Oval {M} Fruit Tray',
        summary: 'A shallow oval tray for fruit, bread or table decoration.',
        size: 'L42 x W30 x H6 cm',
        packing: '12 pieces per carton, stacked',
      },
      {
        name: '{M} Vanity Tray',
        summary: 'A small tray for perfumes, jewellery and skincare on a dresser or bathroom shelf.',
        size: 'L30 x W20 x H5 cm',
        packing: '24 pieces per carton',
      },
      {
        name: 'Square {M} Coffee Table Tray',
        summary: 'A square tray with upright sides that keeps remotes, books and cups together.',
        size: 'L40 x W40 x H7 cm',
        packing: '10 pieces per carton, stacked',
      },
    ],
  },
  {
    path: 'planters',
    name: 'Planters',
    singular: 'planter',
    description: 'Pot covers and planter baskets with waterproof liners for indoor plants of every size.',
    note: 'Comes with a removable waterproof plastic liner.',
    lines: [
      {
        name: 'Round {M} Plant Pot Cover',
        summary: 'A round pot cover that dresses up a nursery pot on the floor or a windowsill.',
        size: 'D30 x H28 cm',
        packing: '12 pieces per carton, nested',
      },
      {
        name: 'Set of 3 {M} Planter Baskets',
        summary: 'Three planter baskets in graded sizes for grouping plants on shelves and floors.',
        size: 'D32 x H30 / D26 x H24 / D20 x H18 cm',
        packing: 'nested sets of 3, 6 sets per carton',
      },
      {
        name: 'Tall {M} Floor Planter',
        summary: 'A tall, tapered planter for fiddle-leaf figs, palms and other large plants.',
        size: 'D35 x H45 cm',
        packing: 'nested sets of 2, 3 sets per carton',
      },
      {
        name: '{M} Belly Planter with Handles',
        summary: 'A rounded planter basket with side handles for moving plants easily.',
        size: 'D34 x H32 cm',
        packing: '8 pieces per carton, nested',
      },
      {
        name: 'Small {M} Herb Pot Cover',
        summary: 'A small cover for herbs and succulents on kitchen windowsills.',
        size: 'D14 x H13 cm',
        packing: '48 pieces per carton, nested',
      },
      {
        name: 'Hanging {M} Planter with Rope',
        summary: 'A planter basket with a cotton rope hanger for trailing plants.',
        size: 'D22 x H18 cm, rope 80 cm',
        packing: '24 pieces per carton',
      },
    ],
  },
  {
    path: 'bags',
    name: 'Bags',
    singular: 'bag',
    description: 'Totes, shoulder bags and beach bags woven from light, durable natural fibres.',
    note: 'Handles are stitched and riveted for everyday use; linings can be made in your own fabric.',
    lines: [
      {
        name: '{M} Tote Bag with Leather Handles',
        summary: 'An everyday tote with soft leather handles and a roomy base.',
        size: 'L45 x W15 x H32 cm',
        packing: '20 pieces per carton',
      },
      {
        name: 'Round {M} Shoulder Bag',
        summary: 'A round bag with a leather strap and magnetic closure, a summer favourite.',
        size: 'D28 x W8 cm',
        packing: '24 pieces per carton',
      },
      {
        name: '{M} Beach Bag with Cotton Lining',
        summary: 'A large beach bag with an inner cotton lining and zipped pocket.',
        size: 'L55 x W18 x H38 cm',
        packing: '15 pieces per carton',
      },
      {
        name: 'Mini {M} Crossbody Bag',
        summary: 'A compact crossbody bag with an adjustable strap.',
        size: 'L20 x W8 x H16 cm',
        packing: '40 pieces per carton',
      },
      {
        name: '{M} Market Shopper Bag',
        summary: 'A strong shopper for the market, with long handles to carry on the shoulder.',
        size: 'L40 x W20 x H35 cm',
        packing: '20 pieces per carton',
      },
      {
        name: '{M} Clutch Bag with Button Closure',
        summary: 'A slim clutch with a wooden button and loop closure.',
        size: 'L30 x W3 x H18 cm',
        packing: '50 pieces per carton',
      },
    ],
  },
  {
    path: 'placemats-coasters',
    name: 'Placemats & Coasters',
    singular: 'placemat',
    description: 'Coiled and woven placemats, coasters and table runners for a relaxed, natural table.',
    note: 'Wipe clean with a damp cloth and dry flat.',
    lines: [
      {
        name: 'Round {M} Placemat',
        summary: 'A round coiled placemat with a neatly finished edge.',
        size: 'D38 cm',
        packing: '100 pieces per carton, in packs of 4',
      },
      {
        name: 'Set of 4 {M} Coasters',
        summary: 'Four coasters that protect tables from hot and cold drinks.',
        size: 'D10 cm',
        packing: '100 sets per carton',
      },
      {
        name: 'Oval {M} Placemat',
        summary: 'An oval placemat that frames a full place setting.',
        size: 'L45 x W32 cm',
        packing: '100 pieces per carton, in packs of 4',
      },
      {
        name: 'Set of 6 {M} Placemats with Holder',
        summary: 'Six round placemats stored in a matching woven holder.',
        size: 'mats D35 cm, holder L38 x W12 x H20 cm',
        packing: '10 sets per carton',
      },
      {
        name: '{M} Table Runner',
        summary: 'A long woven runner that brings texture to dining tables and sideboards.',
        size: 'L150 x W35 cm',
        packing: '40 pieces per carton, rolled',
      },
      {
        name: 'Round {M} Charger Mat',
        summary: 'A generous charger mat that sits under dinner plates for special occasions.',
        size: 'D35 cm',
        packing: '80 pieces per carton',
      },
    ],
  },
  {
    path: 'home-decor',
    name: 'Home Decor',
    singular: 'wall decor piece',
    description: 'Wall plates, sunburst mirrors, vase covers and frames that bring natural texture to walls and shelves.',
    note: 'Wall pieces come with a sturdy hanging loop on the back.',
    lines: [
      {
        name: 'Set of 3 {M} Wall Decor Plates',
        summary: 'Three woven wall plates in graded sizes for an easy gallery wall.',
        size: 'D40 / D30 / D25 cm',
        packing: '10 sets per carton',
      },
      {
        name: '{M} Sunburst Wall Mirror',
        summary: 'A round mirror framed by a halo of woven rays.',
        size: 'D60 cm, mirror D25 cm',
        packing: '4 pieces per carton',
      },
      {
        name: 'Round {M} Wall Basket',
        summary: 'A shallow wall basket that works as decor or as a hanging fruit basket.',
        size: 'D45 x H8 cm',
        packing: '12 pieces per carton, stacked',
      },
      {
        name: '{M} Vase Cover with Glass Insert',
        summary: 'A woven sleeve around a glass bottle vase for fresh or dried flowers.',
        size: 'D12 x H25 cm',
        packing: '24 pieces per carton',
      },
      {
        name: '{M} Macrame-Style Wall Hanging',
        summary: 'A soft wall hanging with a fringed edge and a wooden hanging rod.',
        size: 'W45 x H70 cm',
        packing: '20 pieces per carton',
      },
      {
        name: 'Woven {M} Picture Frame',
        summary: 'A table picture frame for 13 x 18 cm photos, with a wooden back stand.',
        size: 'L25 x W20 cm',
        packing: '36 pieces per carton',
      },
    ],
  },
  {
    path: 'poufs-furniture',
    name: 'Poufs & Furniture',
    singular: 'pouf',
    description: 'Poufs, footstools, side tables and chairs with woven surfaces over strong frames.',
    frame: 'over a solid acacia wood frame',
    note: 'Every piece is checked for stability and load before packing.',
    lines: [
      {
        name: 'Round {M} Pouf',
        summary: 'A round, firm pouf for extra seating or a footrest.',
        size: 'D50 x H35 cm',
        packing: '1 piece per carton',
      },
      {
        name: '{M} Footstool with Wooden Legs',
        summary: 'A low footstool with a woven top and turned wooden legs.',
        size: 'L45 x W35 x H40 cm',
        packing: '2 pieces per carton',
      },
      {
        name: '{M} Side Table',
        summary: 'An hourglass side table with a flat woven top for a lamp, book or coffee.',
        size: 'D40 x H45 cm',
        packing: '1 piece per carton',
      },
      {
        name: 'Square {M} Ottoman',
        summary: 'A square ottoman that doubles as a coffee table with a tray on top.',
        size: 'L45 x W45 x H40 cm',
        packing: '1 piece per carton',
      },
      {
        name: '{M} Storage Bench',
        summary: 'A hall bench with a lift-up seat and storage inside.',
        size: 'L100 x W40 x H45 cm',
        packing: '1 piece per carton',
      },
      {
        name: '{M} Lounge Chair',
        summary: 'A relaxed lounge chair with a generous seat and sloping back; cushion available.',
        size: 'W70 x D75 x H80 cm',
        packing: '1 piece per carton',
      },
    ],
  },
  {
    path: 'pet-beds',
    name: 'Pet Beds',
    singular: 'pet bed',
    description: 'Cat caves, baskets and raised beds that pets love and owners are happy to show.',
    note: 'Cushions have removable, washable covers; sizes can be adjusted for your range.',
    lines: [
      {
        name: 'Oval {M} Pet Bed with Cushion',
        summary: 'An oval pet bed with a raised back and a soft removable cushion.',
        size: 'L60 x W45 x H20 cm',
        packing: 'nested sets of 2, 2 sets per carton',
      },
      {
        name: '{M} Cat Cave',
        summary: 'A snug dome-shaped cave with a round entrance and cushion.',
        size: 'D45 x H35 cm',
        packing: '2 pieces per carton',
      },
      {
        name: 'Round {M} Dog Basket',
        summary: 'A round dog basket with a low front for easy access.',
        size: 'D70 x H25 cm',
        packing: '2 pieces per carton, nested',
      },
      {
        name: 'Raised {M} Pet Bed on Legs',
        summary: 'A raised bed on short wooden legs that keeps pets off cold floors.',
        size: 'L65 x W50 x H22 cm',
        packing: '1 piece per carton',
      },
      {
        name: '{M} Pet Toy Basket',
        summary: 'A small basket to keep balls, chews and toys in one place.',
        size: 'D30 x H20 cm',
        packing: '12 pieces per carton, nested',
      },
      {
        name: 'Large {M} Dog Bed',
        summary: 'A large rectangular bed with a thick cushion for big dogs.',
        size: 'L90 x W65 x H22 cm',
        packing: '1 piece per carton',
      },
    ],
  },
  {
    path: 'laundry-hampers',
    name: 'Laundry Hampers',
    singular: 'laundry hamper',
    description: 'Lidded hampers, sorters and laundry baskets with removable cotton liners.',
    frame: 'on an iron frame',
    note: 'Cotton liners are removable and machine washable.',
    lines: [
      {
        name: 'Round {M} Laundry Hamper with Lid',
        summary: 'A tall round hamper with a fitted lid and a cotton liner.',
        size: 'D40 x H55 cm',
        packing: 'nested sets of 2, 2 sets per carton',
      },
      {
        name: 'Set of 2 {M} Laundry Baskets',
        summary: 'Two open laundry baskets with handles for carrying clean washing.',
        size: 'D45 x H35 / D40 x H30 cm',
        packing: 'nested sets of 2, 3 sets per carton',
      },
      {
        name: 'Square {M} Laundry Hamper with Cotton Liner',
        summary: 'A square hamper that fits neatly into bathroom corners.',
        size: 'L40 x W40 x H60 cm',
        packing: 'nested sets of 2, 2 sets per carton',
      },
      {
        name: 'Tall {M} Laundry Basket with Handles',
        summary: 'A tall open basket with cut-out handles for towels and laundry.',
        size: 'D38 x H60 cm',
        packing: 'nested sets of 3, 2 sets per carton',
      },
      {
        name: 'Double {M} Laundry Sorter',
        summary: 'A two-compartment hamper for sorting lights and darks.',
        size: 'L60 x W35 x H60 cm',
        packing: '1 piece per carton',
      },
      {
        name: 'Oval {M} Laundry Carry Basket',
        summary: 'A low oval basket with strong handles for the trip to the washing line.',
        size: 'L60 x W42 x H28 cm',
        packing: 'nested sets of 3, 2 sets per carton',
      },
    ],
  },
  {
    path: 'christmas-decor',
    name: 'Christmas Decor',
    singular: 'Christmas decoration',
    description: 'Woven trees, stars, wreaths and ornaments for a natural festive season.',
    note: 'Seasonal orders are best confirmed by May for shipment in August and September.',
    lines: [
      {
        name: 'Set of 3 {M} Christmas Trees',
        summary: 'Three cone-shaped trees in graded heights for mantels and tables.',
        size: 'H60 / H45 / H35 cm',
        packing: 'nested sets of 3, 6 sets per carton',
      },
      {
        name: '{M} Christmas Star Ornament',
        summary: 'A five-pointed star to hang on a tree, a window or a door.',
        size: 'D25 cm',
        packing: '60 pieces per carton',
      },
      {
        name: '{M} Reindeer Decoration',
        summary: 'A standing reindeer figure for shop windows and fireplaces.',
        size: 'L40 x W15 x H50 cm',
        packing: '6 pieces per carton',
      },
      {
        name: 'Set of 6 {M} Bauble Ornaments',
        summary: 'Six woven baubles with jute hanging loops.',
        size: 'D8 cm',
        packing: '50 sets per carton',
      },
      {
        name: '{M} Christmas Wreath',
        summary: 'A round wreath with a natural finish, ready to decorate.',
        size: 'D40 cm',
        packing: '12 pieces per carton',
      },
      {
        name: '{M} Angel Tree Topper',
        summary: 'A light angel figure to crown the Christmas tree.',
        size: 'H22 cm',
        packing: '48 pieces per carton',
      },
    ],
  },
];
