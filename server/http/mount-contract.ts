import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { AnswerOf, ApiCaller, Contract, Endpoint, InputOf, ResponseOf } from '../../shared/contracts/define-endpoint';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from '../logger';
import { HttpError, notFound } from './http-error';
import { passedStaffDoor, type Principal, principalOf } from './principal';
import { apiLocaleOf, inLocale } from './request-locale';
import { DEFAULT_LOCALE, type SiteLocale } from '../../shared/i18n/locales';
import type { RefusalText } from '../../shared/i18n/refusal-text';

// Derives the Express wiring of a contract (shared/contracts/) from one implementation function per endpoint, and
// the loaders' in-process caller from the same functions.

/** What a handler may know of the HTTP request besides its parsed input. */
export interface RequestContext {
  header(name: string): string | undefined;
  clientIp: string | null;
  /** The body as sent, before its schema: for fields the schema leaves out (the honeypot). */
  rawBody: unknown;
  log: Logger;
  /** Who is asking, on the staff API (null: nobody signed in, and always on the public API). */
  principal: Principal | null;
  /**
   * The site locale the buyer reads: the page's, for a form posted as a page; the one asked for by Accept-Language
   * on the JSON API (server/http/request-locale.ts). An inquiry is stored with it and answered in it.
   */
  locale: SiteLocale;
  /** Staff sign-in and sign-out set or clear the session cookie through these. */
  setCookie(name: string, value: string, options: CookieOptions): void;
  clearCookie(name: string, options: CookieOptions): void;
}

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'lax' | 'strict';
  path: string;
  /** Milliseconds; absent: a cookie for the browser session. */
  maxAge?: number;
}

/** An answer other than 200 with the response as JSON: another status, or extra headers. */
export class Reply<T> {
  constructor(
    readonly status: number,
    readonly body: T,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** What a handler answers: its response, a Reply, or for a download endpoint the file. */
type HandlerAnswer<E extends Endpoint> = AnswerOf<E> | Reply<ResponseOf<E>> | (E extends { readonly download: true } ? Download : never);
export type Handler<E extends Endpoint> = (input: InputOf<E>, request: RequestContext) => Promise<HandlerAnswer<E>>;
/** One handler per endpoint of the contract, named as in the contract. */
export type Implementation<C extends Contract> = { [K in keyof C]: Handler<C[K]> };

/** A file to save instead of JSON (an endpoint with `download: true`): streamed with its type and name. */
export class Download {
  constructor(
    readonly contentType: string,
    readonly fileName: string,
    readonly content: Readable | string | Buffer,
    /** 'inline': the browser shows it (a PDF in a tab) instead of saving it. */
    readonly disposition: 'attachment' | 'inline' = 'attachment',
  ) {}
}

export const NOT_SIGNED_IN = 'Sign in to continue.';
const UNKNOWN_ENDPOINT = 'Unknown API endpoint';
export const ROLE_REFUSED = 'Your role does not allow this.';

type AnyHandler = (input: unknown, request: RequestContext) => Promise<unknown>;

export interface ContractHandlers {
  contract: Contract;
  handlers: Readonly<Record<string, AnyHandler>>;
  /** Checks of the raw request that come before any schema (and so win over its field errors). */
  guard?: (request: RequestContext) => void;
}

/** A contract with its implementation, checked against each other here and handled alike from then on. */
export function contractHandlers<C extends Contract>(
  contract: C,
  implementation: Implementation<C>,
  options: Pick<ContractHandlers, 'guard'> = {},
): ContractHandlers {
  return { contract, handlers: implementation as unknown as Record<string, AnyHandler>, ...options };
}

function requestContextOf(req: Request, res: Response): RequestContext {
  return {
    header: (name) => req.get(name),
    clientIp: req.ip ?? null,
    rawBody: req.body as unknown,
    log: req.log,
    principal: principalOf(req),
    locale: apiLocaleOf(req),
    setCookie: (name, value, options) => res.cookie(name, value, options),
    clearCookie: (name, options) => res.clearCookie(name, options),
  };
}

/** A staff endpoint's door: nobody signed in is 401, another role 403; both before anything is parsed. */
function admit(endpoint: Endpoint, principal: Principal | null) {
  if (!endpoint.access) return;
  if (!principal) throw new HttpError(401, NOT_SIGNED_IN);
  if (!endpoint.access.includes(principal.role)) throw new HttpError(403, ROLE_REFUSED);
}

/**
 * The bytes of an upload, read as they arrive up to `maxBytes`: a larger body (announced, or found while reading)
 * is refused with 413 without being read to its end, and its connection closed, so it costs no more memory than
 * the limit. An announced length is read straight into one buffer of that size. A body some middleware already
 * took (JSON) counts as empty.
 */
async function rawBodyOf(
  req: Request,
  res: Response,
  { maxBytes, tooLarge }: { maxBytes: number; tooLarge: RefusalText },
): Promise<Buffer> {
  const refuse = () => {
    res.setHeader('Connection', 'close');
    return new HttpError(413, tooLarge);
  };
  const announced = Number(req.get('Content-Length') ?? Number.NaN);
  if (announced > maxBytes) throw refuse();
  if (req.readableEnded || req.body !== undefined) return Buffer.alloc(0);
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const whole = Number.isInteger(announced) && announced >= 0 ? Buffer.allocUnsafe(announced) : null;
    let size = 0;
    const onData = (chunk: Buffer) => {
      if (size + chunk.length > (whole ? whole.length : maxBytes)) {
        // Stop keeping what arrives (the answer goes out, then the connection closes); the socket stays open for it.
        req.off('data', onData);
        req.resume();
        chunks.length = 0;
        reject(refuse());
        return;
      }
      if (whole) chunk.copy(whole, size);
      else chunks.push(chunk);
      size += chunk.length;
    };
    req.on('data', onData);
    req.once('end', () => resolve(whole ? whole.subarray(0, size) : Buffer.concat(chunks, size)));
    req.once('error', reject);
  });
}

/** Lets `limit` callers run at once; the others wait, in the order they came. */
function gate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/**
 * The routes of the contracts: each request's params, query and body are parsed with the endpoint's schemas (built
 * once, here) — a ZodError becomes the API's 400 — then its handler answers: null is a 404 with the endpoint's
 * `notFound` message, a Reply sets status and headers, anything else is sent as JSON with 200.
 */
export function contractRouter(services: ContractHandlers[], { behindStaffDoor = false }: { behindStaffDoor?: boolean } = {}): Router {
  const router = Router();
  const routes: { endpoint: Endpoint; route: (req: Request, res: Response) => Promise<void> }[] = [];
  for (const { contract, handlers, guard } of services) {
    for (const [name, endpoint] of Object.entries(contract)) {
      const handle = handlers[name]!;
      const params = endpoint.params?.(z);
      const query = endpoint.query?.(z);
      const body = endpoint.body?.(z);
      const inTurn = endpoint.rawBody ? gate(endpoint.rawBody.atOnce) : <T>(work: () => Promise<T>) => work();
      const route = async (req: Request, res: Response) => {
        // The staff endpoints answer only what came through the staff door (its origin check and principal): an
        // address that reached this router another way (another spelling of the path) is not theirs.
        if (behindStaffDoor && !passedStaffDoor(req)) throw notFound(UNKNOWN_ENDPOINT);
        const facts = requestContextOf(req, res);
        admit(endpoint, facts.principal);
        guard?.(facts);
        const input = {
          ...(params ? { params: params.parse(req.params) } : {}),
          ...(query ? { query: query.parse(req.query) } : {}),
          // Async: a body's checks may load what they need first (the phone check, shared/validation/phone-numbers.ts).
          ...(body ? { body: await body.parseAsync(req.body) } : {}),
        };
        const answer = await inTurn(async () => {
          if (endpoint.rawBody) Object.assign(input, { body: await rawBodyOf(req, res, endpoint.rawBody) });
          return handle(input, facts);
        });
        if (answer === null) throw notFound(endpoint.notFound);
        if (answer instanceof Download) {
          res.setHeader('Content-Type', answer.contentType);
          // An inline file's name is the server's own (letters, digits, dots and hyphens), so it needs no encoding.
          if (answer.disposition === 'inline')
            res.setHeader('Content-Disposition', `inline; filename="${answer.fileName.replace(/[^\w.-]/g, '_')}"`);
          else res.attachment(answer.fileName);
          if (typeof answer.content === 'string' || Buffer.isBuffer(answer.content)) res.send(answer.content);
          else await pipeline(answer.content, res);
          return;
        }
        if (answer instanceof Reply) {
          for (const [header, value] of Object.entries(answer.headers)) res.setHeader(header, value);
          res.status(answer.status).json(answer.body);
          return;
        }
        res.json(answer);
      };
      routes.push({ endpoint, route });
    }
  }
  // Express takes the first path that matches: a word wins over a parameter in the same place (`:type/bulk` before
  // `:type/:id`), so an endpoint may be added at the end of its contract without a sibling taking its address.
  routes.sort((a, b) => literalFirst(a.endpoint.path, b.endpoint.path));
  for (const { endpoint, route } of routes) {
    // A public endpoint's refusal is written in the language the request asks for; the staff side's in English.
    const answered = behindStaffDoor
      ? route
      : async (req: Request, res: Response) => {
          try {
            await route(req, res);
          } catch (error) {
            throw await inLocale(error, apiLocaleOf(req));
          }
        };
    if (endpoint.method === 'GET') router.get(endpoint.path, answered);
    else router.post(endpoint.path, answered);
  }
  return router;
}

/**
 * Orders two paths segment by segment: a literal segment before a parameter. Paths of other lengths never match the
 * same address, so their order only makes the sort's order total; paths of the same shape keep the listed order.
 */
function literalFirst(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const difference = Number(left[i]!.startsWith(':')) - Number(right[i]!.startsWith(':'));
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

// Keyed by method and path, not by the endpoint object: in development the loaders' copy of a contract is a
// different module instance (Vite's) from the server's.
export const endpointKey = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

/** Facts of a request that did not come over HTTP: read implementations never look at them. */
const NO_REQUEST: RequestContext = {
  header: () => undefined,
  clientIp: null,
  rawBody: undefined,
  principal: null,
  locale: DEFAULT_LOCALE,
  setCookie: () => {
    throw new Error('An in-process call sets no cookie');
  },
  clearCookie: () => {
    throw new Error('An in-process call sets no cookie');
  },
  get log(): Logger {
    throw new Error('An in-process call has no request log');
  },
};

/**
 * How the server's loaders ask: straight to the implementation, with the input the loader built (typed by the
 * contract, so not parsed again).
 */
export function inProcessCaller(services: ContractHandlers[]): ApiCaller {
  const handlers = new Map<string, AnyHandler>();
  for (const { contract, handlers: implementation } of services)
    for (const [name, endpoint] of Object.entries(contract)) handlers.set(endpointKey(endpoint), implementation[name]!);
  const call = async (endpoint: Endpoint, input?: unknown) => {
    const handle = handlers.get(endpointKey(endpoint));
    if (!handle) throw new Error(`Nothing answers ${endpointKey(endpoint)} in-process`);
    const answer = await handle(input ?? {}, NO_REQUEST);
    return answer instanceof Reply ? (answer.body as unknown) : answer;
  };
  return call as ApiCaller;
}
