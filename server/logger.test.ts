import { Writable } from 'node:stream';
import { createLogger } from './logger';

/** A logger of the given format whose lines are collected. */
function collecting(logFormat: 'json' | 'pretty') {
  let text = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const logger = createLogger({ env: 'production', logLevel: 'info', logFormat }, destination);
  return { logger, lines: () => text.split('\n').filter(Boolean) };
}

const requestLine = {
  req: { id: '0b5c', method: 'GET', url: '/products/page/2' },
  res: { statusCode: 200, bytes: 70_213 },
  responseTime: 14,
};

describe('the log', () => {
  it('reads as short lines for a person at a terminal: time, level and what happened', () => {
    const { logger, lines } = collecting('pretty');
    logger.info({ port: 3000 }, 'Listening on http://localhost:3000');
    logger.info(requestLine, 'GET /products/page/2 200 14 ms');
    logger.warn({ reason: 'TimeoutError: The operation was aborted' }, 'The video platform could not be asked');
    logger.error({ err: new Error('connect ECONNREFUSED 127.0.0.1:25') }, 'A mail could not be sent');
    expect(lines()).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: Listening on http:\/\/localhost:3000$/),
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/products\/page\/2 200 14 ms$/),
      expect.stringMatching(
        /^\[\d\d:\d\d:\d\d\] WARN: The video platform could not be asked \(reason: TimeoutError: The operation was aborted\)$/,
      ),
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] ERROR: A mail could not be sent \(err: connect ECONNREFUSED 127.0.0.1:25\)$/),
      // An error's stack follows it.
      expect.stringMatching(/^\s*Error: connect ECONNREFUSED 127.0.0.1:25$/),
      ...lines()
        .slice(5)
        .map(() => expect.stringMatching(/^\s+at /)),
    ]);
    expect(lines().length).toBeGreaterThan(5);
  });

  it('is one JSON object a line for a platform, with every field', () => {
    const { logger, lines } = collecting('json');
    logger.info(requestLine, 'GET /products/page/2 200 14 ms');
    expect(lines()).toHaveLength(1);
    expect(JSON.parse(lines()[0]!)).toEqual(expect.objectContaining({ ...requestLine, level: 30, msg: 'GET /products/page/2 200 14 ms' }));
  });
});
