import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  messageId: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives. `acceptDelayMs` makes it a slow mail server: each
 * message is accepted only that long after its data arrived, so a backlog takes a while to deliver.
 */
export async function startSmtpSink(port: number, { acceptDelayMs = 0 } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (acceptDelayMs) await new Promise((resolve) => setTimeout(resolve, acceptDelayMs));
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            messageId: mail.messageId ?? '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
