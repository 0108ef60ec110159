// The demo inbox's reply templates: the answers an exporter's sales team writes every week, as owners keep them.

export const DEMO_REPLY_TEMPLATES: { name: string; body: string }[] = [
  {
    name: 'Thank you, quote follows',
    body: [
      'Dear {buyer name},',
      '',
      'Thank you for your inquiry {reference}. We are preparing your quotation for:',
      '{products}',
      '',
      'You will have it within one working day, with our FOB Hai Phong prices, packing and lead times.',
      '',
      'Best regards,',
      '{my name}',
    ].join('\n'),
  },
  {
    name: 'Samples on their way',
    body: [
      'Dear {buyer name},',
      '',
      'The samples for {reference} left our workshop today by DHL Express. We will send you the tracking number as soon as we have it.',
      '',
      'Best regards,',
      '{my name}',
    ].join('\n'),
  },
  {
    name: 'Catalogue attached',
    body: [
      'Dear {buyer name},',
      '',
      'Please find our current catalogue attached. Every item can be made in your colours and sizes; our minimum is 100 pieces per colour.',
      '',
      'Best regards,',
      '{my name}',
    ].join('\n'),
  },
  {
    name: 'Following up on our quotation',
    body: [
      'Dear {buyer name},',
      '',
      'I hope our quotation for {reference} reached you well. Is there anything we can adjust for you: quantities, colours, packing or delivery terms?',
      '',
      'Best regards,',
      '{my name}',
    ].join('\n'),
  },
];
