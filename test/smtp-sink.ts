import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  messageId: string;
  /** The From header's display name and address. */
  from: { name: string; address: string } | null;
  replyTo: string | null;
  inReplyTo: string | null;
  references: string[];
  /** The files sent with it, as the mail program saves them. */
  attachments: { fileName: string; contentType: string; content: Buffer }[];
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
            from: mail.from?.value[0] ? { name: mail.from.value[0].name, address: mail.from.value[0].address ?? '' } : null,
            replyTo: mail.replyTo?.value[0]?.address ?? null,
            inReplyTo: mail.inReplyTo ?? null,
            references: typeof mail.references === 'string' ? [mail.references] : (mail.references ?? []),
            attachments: mail.attachments.map((file) => ({
              fileName: file.filename ?? '',
              contentType: file.contentType,
              content: file.content,
            })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  // A sender killed mid-conversation (as the delivery tests kill web processes) resets its connection, which the
  // server reports as an 'error' event: without a listener that would end the test process.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
