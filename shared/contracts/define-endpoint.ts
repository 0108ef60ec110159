import type { z } from 'zod';
import type { StaffRole } from '../staff/roles';
import type { RefusalText } from '../i18n/refusal-text';

// An endpoint of the JSON API, defined once: the server's validation and wiring (server/http/mount-contract.ts)
// and the browser's fetch client (client/api/fetch-endpoint.ts) are derived from it.
//
// Request schemas are *factories* that receive zod from the side that validates. This module and the contracts
// import zod for its types only, so a browser bundle that imports a contract carries a few small functions it
// never calls, never zod itself (server/render/browser-bundle.test.ts checks the build).

export const API_BASE = '/api';
export const AUTH_TOKEN_HEADER = 'auth-token';
export const USER_TOKEN_KEY = 'USER_TOKEN';
/** A form field people never see; a value in it marks the sender as a bot. */
export const HONEYPOT_FIELD = 'website';

/** zod's namespace, as the server hands it to a schema factory. */
export type Zod = typeof z;
export type SchemaFactory = (zod: Zod) => z.ZodType;

declare const RESPONSE: unique symbol;
/** A type-only marker of what an endpoint answers: nothing checks an answer at run time. */
export interface ResponseMarker<T> {
  readonly [RESPONSE]: T;
}
export const responseOf = <T>() => ({}) as ResponseMarker<T>;

export interface Endpoint {
  readonly method: 'GET' | 'POST';
  /** The address under API_BASE, Express style: `:name` is a path parameter. */
  readonly path: string;
  readonly params?: SchemaFactory;
  readonly query?: SchemaFactory;
  readonly body?: SchemaFactory;
  readonly response: ResponseMarker<unknown>;
  /**
   * The 404 message when the implementation finds nothing (answers null); the browser's client then gives null.
   * Without it, an implementation cannot answer null.
   */
  readonly notFound?: RefusalText;
  /**
   * Staff endpoints: the roles admitted (a signed-in staff member's, or an API token's). Anyone else gets 401
   * (nobody signed in) or 403 (another role), before the request is parsed. Absent: open to everyone.
   */
  readonly access?: readonly StaffRole[];
  /** The answer is a file to save (e.g. CSV), not JSON: the browser links to it instead of fetching it. */
  readonly download?: true;
  /**
   * The body is a file's bytes as sent (an upload), not JSON: read up to `maxBytes`, and refused with 413 and
   * `tooLarge` beyond. The implementation receives them as `body`. At most `atOnce` such requests of a process are
   * read and handled at a time; the others wait their turn before their bodies are read (so a burst of large
   * uploads holds `atOnce` bodies in memory, not all of them).
   */
  readonly rawBody?: { readonly maxBytes: number; readonly tooLarge: RefusalText; readonly atOnce: number };
}

/** One feature's endpoints, by name. */
export type Contract = Readonly<Record<string, Endpoint>>;

type Parsed<F> = F extends (zod: Zod) => infer S ? (S extends z.ZodType ? z.output<S> : never) : never;
type Params<E> = E extends { readonly params: infer F } ? { params: Parsed<F> } : unknown;
type Query<E> = E extends { readonly query: infer F } ? { query: Parsed<F> } : unknown;
type Body<E> = E extends { readonly body: infer F }
  ? { body: Parsed<F> }
  : E extends { readonly rawBody: object }
    ? { body: Uint8Array }
    : unknown;

/** The request as the implementation receives it: each part its schema declares, parsed (defaults applied). */
export type InputOf<E extends Endpoint> = Params<E> & Query<E> & Body<E>;
export type ResponseOf<E extends Endpoint> = E['response'] extends ResponseMarker<infer T> ? T : never;
/** What asking for an endpoint gives: its response, or null (a 404) when it declares `notFound`. */
export type AnswerOf<E extends Endpoint> = E extends { readonly notFound: RefusalText } ? ResponseOf<E> | null : ResponseOf<E>;

/** The input argument: optional when the endpoint takes none (or only optional parts). */
export type InputArgs<E extends Endpoint> = Record<string, never> extends InputOf<E> ? [input?: InputOf<E>] : [input: InputOf<E>];

/**
 * How a loader asks for an endpoint's answer. The server answers in-process from the same implementation the
 * router uses; the browser fetches it.
 */
export type ApiCaller = <E extends Endpoint>(endpoint: E, ...input: InputArgs<E>) => Promise<AnswerOf<E>>;

/** Checks a contract's shape while keeping its literal types (the paths, the schema factories' return types). */
export const defineContract = <const C extends Contract>(contract: C): C => contract;
