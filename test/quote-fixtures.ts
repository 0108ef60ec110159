// Quote drafts for the API's tests: the builder's starting terms, with no lines.

/** A first save of a quote (no quote yet: version null), on the specification's terms, without lines. */
export const EMPTY_QUOTE_DRAFT = {
  version: null,
  incoterm: 'fob-hai-phong',
  port: '',
  paymentTerms: 'tt-30',
  samplesDays: { from: 5, to: 10 },
  productionDays: { from: 35, to: 65 },
  validUntil: null,
  notes: '',
  lines: [],
} as const;
