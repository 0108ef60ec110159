import { deliverDueMails, messageIdHostOf, smtpSender } from '../mail/outbox-worker';
import type { Command } from './command';

export const deliverMailCommand: Command = {
  name: 'deliver-mail',
  summary: 'one pass over the e-mail outbox (the web process delivers continuously)',
  role: 'cli',
  async run({ config, logger, db }) {
    if (!config.smtpUrl) throw new Error('SMTP_URL is not set: there is no mail server to deliver to');
    const sender = smtpSender(config.smtpUrl, config.mailFrom);
    try {
      const sent = await deliverDueMails(db, sender, logger, { messageIdHost: messageIdHostOf(config.publicBaseUrl) });
      logger.info({ sent }, 'Outbox delivered');
    } finally {
      sender.close();
    }
  },
};
