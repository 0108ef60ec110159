// Frequently asked questions, grouped by type: 1 Order, 2 Mass production, 3 Shipment, 4 Payment.

import type { Insertable } from 'kysely';
import type { FaqTable } from '../../server/db/database';

export const FAQ_TYPES = { order: 1, massProduction: 2, shipment: 3, payment: 4 } as const;

const FAQS: { type: number; question: string; answer: string }[] = [
  {
    type: FAQ_TYPES.order,
    question: 'What is your minimum order quantity (MOQ)?',
    answer:
      '<p>Our MOQ is <strong>100 pieces per colour per item</strong>. Different items can be combined in one order, and we are glad to discuss a trial order for your first collection.</p>',
  },
  {
    type: FAQ_TYPES.order,
    question: 'How soon will I receive a quotation?',
    answer:
      '<p>We send a detailed quotation within <strong>3 to 5 days</strong> of receiving your request with pictures, sizes, colours and estimated quantities. All prices are quoted in <strong>US dollars (USD)</strong>.</p>',
  },
  {
    type: FAQ_TYPES.order,
    question: 'Can you make samples before we order?',
    answer:
      '<p>Yes. Samples are ready <strong>5 to 10 days</strong> after the design, size and colour are confirmed. We send photos and measurements first, then ship the samples by express courier for your approval.</p>',
  },
  {
    type: FAQ_TYPES.order,
    question: 'Can you produce our own designs and labels?',
    answer:
      '<p>Of course. We regularly develop new shapes, sizes and colours from customer drawings or reference photos, and we can attach your own labels, hang tags and barcodes.</p>',
  },
  {
    type: FAQ_TYPES.massProduction,
    question: 'How long does mass production take?',
    answer:
      '<p>Mass production usually takes <strong>35 to 65 days or more</strong> after sample approval and deposit, depending on the items, the quantity and the season. We confirm a firm schedule with every order.</p>',
  },
  {
    type: FAQ_TYPES.massProduction,
    question: 'How do you control moisture and prevent mould?',
    answer:
      '<p>Materials are sun-dried and kiln-dried before weaving, and finished goods are dried again before packing. We keep the moisture content at <strong>7–12%</strong>, check it with a moisture meter and add silica gel and anti-mould sheets to every carton.</p>',
  },
  {
    type: FAQ_TYPES.massProduction,
    question: 'Which inspection standard do you follow?',
    answer:
      '<p>We inspect to AQL sampling, general inspection <strong>level GII</strong>, with acceptance levels of <strong>2.5 for major</strong> and <strong>4.0 for minor</strong> defects. Our QC team checks goods during production and again before packing.</p>',
  },
  {
    type: FAQ_TYPES.massProduction,
    question: 'Can we inspect the goods before shipment?',
    answer:
      '<p>Yes. The pre-shipment inspection takes place <strong>3 to 7 days before shipment</strong>. It can be done by your own team, by a third-party inspection company of your choice or by our QC team with a full photo report.</p>',
  },
  {
    type: FAQ_TYPES.shipment,
    question: 'Which ports do you ship from?',
    answer:
      '<p>Our goods are loaded at <strong>Hai Phong</strong> port, close to our workshops in the north, or at <strong>Ho Chi Minh</strong> City port when that suits your shipping line better.</p>',
  },
  {
    type: FAQ_TYPES.shipment,
    question: 'Do you accept small orders that do not fill a container?',
    answer:
      '<p>Yes. Small orders can be shipped <strong>LCL</strong> (less than container load) as consolidated cargo, or combined with other items to fill a container.</p>',
  },
  {
    type: FAQ_TYPES.shipment,
    question: 'How are the goods packed for export?',
    answer:
      '<p>Items are wrapped in polybags, nested where possible and packed in strong 5-ply export cartons with silica gel. Our cartons pass a drop test according to <strong>ISTA 1A</strong>, and we follow your own packing and labelling instructions.</p>',
  },
  {
    type: FAQ_TYPES.shipment,
    question: 'How many containers can you produce each month?',
    answer:
      '<p>With four production sites in Hanoi and Ninh Binh, our capacity is up to <strong>18 forty-foot containers per month</strong>. Please book space early for the busy autumn season.</p>',
  },
  {
    type: FAQ_TYPES.payment,
    question: 'What payment terms do you accept?',
    answer:
      '<p>Our standard terms are <strong>T/T</strong>: a <strong>30% deposit</strong> when the order is confirmed and the <strong>balance before loading</strong>.</p>',
  },
  {
    type: FAQ_TYPES.payment,
    question: 'Do you accept payment by letter of credit?',
    answer: '<p>Yes. We accept an irrevocable <strong>L/C at sight</strong> for a first order over <strong>USD 45,000</strong>.</p>',
  },
  {
    type: FAQ_TYPES.payment,
    question: 'In which currency are prices quoted?',
    answer: '<p>All quotations, proforma invoices and commercial invoices are issued in <strong>US dollars (USD)</strong>.</p>',
  },
];

export function faqs(): Insertable<FaqTable>[] {
  const counters = new Map<number, number>();
  return FAQS.map((f) => {
    const order = (counters.get(f.type) ?? 0) + 1;
    counters.set(f.type, order);
    return { type: f.type, question: f.question, answer: f.answer, sort_order: order };
  });
}
