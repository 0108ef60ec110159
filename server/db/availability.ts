// Errors that mean "the database cannot be reached right now", as opposed to a bug in a query. Visitors get a
// 503 (try again shortly) for these, and a 500 for the rest.

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);
// SQLSTATE: connection exceptions (08…), the server shutting down or starting (57P01–57P03), too many connections.
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
// pg's own: a pool that could not connect in time, a connection cut, a new connection not answered within its
// connectTimeout ("timeout expired").
const DRIVER_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|connection timeout|Query read timeout|^timeout expired$/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
  // Several addresses refused at once arrive as one AggregateError.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Seconds a client is told to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 30;
