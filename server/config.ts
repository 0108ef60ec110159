import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './db/session-settings';
import { DEFAULT_RETENTION, type RetentionSettings } from './features/inquiries/retention-settings.public';
import { DEFAULT_VIDEO_SETTINGS, type VideoSettings } from './features/videos/video-settings.public';
import { DEFAULT_MEDIA_POLL_MS, type MediaSettings, parseStorageUrl } from './features/media/media-settings.public';
import {
  DEFAULT_MACHINE_TRANSLATION_TIMEOUT_MS,
  deeplUrlForKey,
  type MachineTranslationSettings,
} from './features/machine-translation/machine-translation-settings.public';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** Products and listing pages kept in memory, each (`CATALOGUE_CACHE_MB`); the app uses it when not told otherwise. */
export const DEFAULT_CATALOGUE_CACHE_MB = 8;
/** Where the embedded database and the pictures' files are kept when DATA_DIR is unset. */
export const DEFAULT_DATA_DIR = 'data';

/** Variables whose values must never reach a browser (a test builds the client with them set and searches it). */
export const SECRET_VARIABLES = [
  'DATABASE_URL',
  'DATABASE_DIRECT_URL',
  'SMTP_URL',
  'INBOUND_IMAP_URL',
  'VIDEO_API_KEY',
  'AWS_SECRET_ACCESS_KEY',
  'DEEPL_API_KEY',
] as const;

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
  .optional()
  .or(z.literal('').transform(() => undefined));

// The only reader of process.env. Everything is validated once at start-up.
const schema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: postgresUrl,
    DATABASE_DIRECT_URL: postgresUrl,
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_DATABASE_TIMEOUTS.statementMs),
    DATABASE_MIGRATION_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(DEFAULT_DATABASE_TIMEOUTS.migrationMs),
    DATABASE_IDLE_TX_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs),
    ALLOW_EMBEDDED_DATABASE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
    PUBLIC_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .transform((v): boolean | number | string => (v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v)),
    FORCE_HTTPS: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(30_000),
    HTML_CACHE_MB: z.coerce.number().int().min(0).max(4_096).default(32),
    CATALOGUE_CACHE_MB: z.coerce.number().int().min(0).max(1_024).default(DEFAULT_CATALOGUE_CACHE_MB),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().min(3).default('Website <no-reply@localhost>'),
    INBOUND_IMAP_URL: z
      .string()
      .regex(
        /^imaps?:\/\/[^@/]+@[^/]+/,
        'must be an imap:// or imaps:// URL with the mailbox user, e.g. imaps://sales%40example.com:password@imap.example.com/INBOX',
      )
      .optional()
      .or(z.literal('').transform(() => undefined)),
    INBOUND_POLL_MS: z.coerce.number().int().min(1_000).max(600_000).default(20_000),
    SALES_EMAILS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses'))),
    INQUIRY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(5),
    OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    CLIENT_IP_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(DEFAULT_RETENTION.clientIpDays),
    MAIL_BODY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(DEFAULT_RETENTION.mailBodyDays),
    VIDEO_API_KEY: optionalText,
    VIDEO_CHANNEL_ID: optionalText,
    VIDEO_API_BASE_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_VIDEO_SETTINGS.baseUrl),
    VIDEO_POSTER_BASE_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_VIDEO_SETTINGS.posterBaseUrl),
    VIDEO_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_VIDEO_SETTINGS.timeoutMs),
    VIDEO_CACHE_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(86_400)
      .default(DEFAULT_VIDEO_SETTINGS.cacheTtlMs / 1000),
    VIDEO_API_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_VIDEO_SETTINGS.callsPerMinute),
    MEDIA_STORAGE_URL: optionalText.pipe(
      z
        .string()
        .optional()
        .refine((v) => v === undefined || typeof parseStorageUrl(v) !== 'string', 'must be s3://bucket or s3://bucket/prefix'),
    ),
    MEDIA_S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    MEDIA_S3_REGION: z.string().trim().min(1).default('us-east-1'),
    MEDIA_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    AWS_ACCESS_KEY_ID: optionalText,
    AWS_SECRET_ACCESS_KEY: optionalText,
    MEDIA_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_MEDIA_POLL_MS),
    DEEPL_API_KEY: optionalText,
    DEEPL_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  })
  .refine((e) => !e.DEEPL_API_URL || e.DEEPL_API_KEY, {
    path: ['DEEPL_API_URL'],
    message: 'is where DEEPL_API_KEY is sent: set DEEPL_API_KEY too',
  })
  .refine((e) => !e.AWS_ACCESS_KEY_ID === !e.AWS_SECRET_ACCESS_KEY, {
    path: ['AWS_SECRET_ACCESS_KEY'],
    message: 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither',
  })
  .refine((e) => e.HTTP_HEADERS_TIMEOUT_MS <= e.HTTP_REQUEST_TIMEOUT_MS, {
    path: ['HTTP_HEADERS_TIMEOUT_MS'],
    message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS',
  })
  .refine((e) => !e.FORCE_HTTPS || e.PUBLIC_BASE_URL?.startsWith('https://'), {
    path: ['FORCE_HTTPS'],
    message: 'needs PUBLIC_BASE_URL to be an https:// address',
  })
  .refine((e) => !e.DATABASE_DIRECT_URL || e.DATABASE_URL, {
    path: ['DATABASE_DIRECT_URL'],
    message: "is the direct way to the server behind DATABASE_URL's pooler: set DATABASE_URL too",
  });

/**
 * What a production web process refuses to start without. Without DATABASE_URL each web process would open an
 * embedded database of its own on its own disk (a platform's disk is wiped on every restart), and every instance
 * must build the same links and ETags. The CLI builds no links and serves nothing: it runs on whatever it is given.
 */
function productionWebProblems(e: z.infer<typeof schema>): string[] {
  if (e.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!e.DATABASE_URL && !e.ALLOW_EMBEDDED_DATABASE) {
    problems.push(
      'DATABASE_URL: must be set in production (NODE_ENV=production): without it every web process opens its own ' +
        'embedded database on its own disk, so inquiries are split between processes and lost with the disk. Set ' +
        'DATABASE_URL=postgres://…, or ALLOW_EMBEDDED_DATABASE=true for a one-process demo.',
    );
  }
  if (!e.PUBLIC_BASE_URL) {
    problems.push(
      'PUBLIC_BASE_URL: must be set in production (NODE_ENV=production): canonical links, the sitemap and ETags are ' +
        'built from it, the same on every instance. Set it to the address visitors use, e.g. ' +
        'PUBLIC_BASE_URL=https://www.example.com.',
    );
  }
  return problems;
}

export interface Config {
  env: 'production' | 'development' | 'test';
  host: string;
  port: number;
  /** Absent: the embedded PostgreSQL (PGlite) in `dataDir/db` is used. */
  databaseUrl: string | undefined;
  /**
   * Set when DATABASE_URL leads to a transaction pooler: the server itself, for migrations and the CLI. The web
   * process then leaves migrations to the release step and takes its timeouts from the role's defaults.
   */
  databaseDirectUrl: string | undefined;
  databasePoolSize: number;
  databaseTimeouts: DatabaseTimeouts;
  dataDir: string;
  mediaDir: string;
  publicBaseUrl: string;
  logLevel: string;
  /**
   * JSON lines for a platform's log collector; short human lines (pino-pretty) for a person at a terminal: the
   * default when the output is one, and in development. LOG_FORMAT decides when set.
   */
  logFormat: 'json' | 'pretty';
  shutdownTimeoutMs: number;
  /** Which proxies' X-Forwarded-* headers are believed (Express's `trust proxy`): client address and protocol. */
  trustProxy: boolean | number | string;
  /** Redirect plain-HTTP requests (as the trusted proxy reports them) to PUBLIC_BASE_URL, which is then https. */
  forceHttps: boolean;
  /** A client must send its request headers within this time, and the whole request within requestTimeoutMs. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** Memory for rendered public pages, in bytes; 0 renders every request. */
  htmlCacheBytes: number;
  /** Memory for products and for listing pages, each, as JSON, in bytes; 0 reads them for every request. */
  catalogueCacheBytes: number;
  /** Absent: mails wait in the outbox (and are logged) until a mail server is configured. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The company's mailbox buyers answer to, read over IMAP: their replies join their inquiries. Absent: replies stay
   * in whatever mailbox they reach.
   */
  inboundImapUrl: string | undefined;
  inboundPollMs: number;
  salesEmails: string[];
  inquiryRateLimitPerMinute: number;
  outboxPollMs: number;
  /** Personal data kept only as long as needed: inquiries' client addresses, and the bodies of delivered mails. */
  retention: RetentionSettings;
  /** The video platform; without a key and channel id the stored videos are shown. Never sent to the browser. */
  video: VideoSettings;
  /** Where the picture library keeps its files (PostgreSQL, or an S3 bucket) and this process's disk cache. */
  media: MediaSettings;
  /**
   * Machine-translated drafts and buyers' messages translated for staff, through DeepL's API; absent without
   * DEEPL_API_KEY, and then the feature is too. Never sent to the browser.
   */
  machineTranslation: MachineTranslationSettings | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export interface LoadOptions {
  /** The web process: in production it also needs a shared database and its public address. */
  webProcess?: boolean;
  /** Where the log goes (standard output): a terminal gets human lines unless LOG_FORMAT says otherwise. */
  output?: { isTTY?: boolean };
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  { webProcess = false, output = process.stdout }: LoadOptions = {},
): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems = webProcess ? productionWebProblems(e) : [];
  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databaseDirectUrl: e.DATABASE_DIRECT_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseTimeouts: {
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      migrationMs: e.DATABASE_MIGRATION_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_TX_TIMEOUT_MS,
    },
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' || (output.isTTY === true && e.NODE_ENV !== 'test') ? 'pretty' : 'json'),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    forceHttps: e.FORCE_HTTPS,
    headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
    htmlCacheBytes: e.HTML_CACHE_MB * 1024 * 1024,
    catalogueCacheBytes: e.CATALOGUE_CACHE_MB * 1024 * 1024,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    inboundImapUrl: e.INBOUND_IMAP_URL,
    inboundPollMs: e.INBOUND_POLL_MS,
    salesEmails: e.SALES_EMAILS,
    inquiryRateLimitPerMinute: e.INQUIRY_RATE_LIMIT_PER_MINUTE,
    outboxPollMs: e.OUTBOX_POLL_MS,
    retention: { clientIpDays: e.CLIENT_IP_RETENTION_DAYS, mailBodyDays: e.MAIL_BODY_RETENTION_DAYS },
    video: {
      apiKey: e.VIDEO_API_KEY,
      channelId: e.VIDEO_CHANNEL_ID,
      baseUrl: e.VIDEO_API_BASE_URL.replace(/\/$/, ''),
      posterBaseUrl: e.VIDEO_POSTER_BASE_URL.replace(/\/$/, ''),
      posterCacheDir: path.join(dataDir, 'video-posters'),
      timeoutMs: e.VIDEO_API_TIMEOUT_MS,
      cacheTtlMs: e.VIDEO_CACHE_SECONDS * 1000,
      callsPerMinute: e.VIDEO_API_CALLS_PER_MINUTE,
    },
    media: mediaSettingsOf(e, dataDir),
    machineTranslation: e.DEEPL_API_KEY
      ? {
          apiKey: e.DEEPL_API_KEY,
          apiUrl: (e.DEEPL_API_URL ?? deeplUrlForKey(e.DEEPL_API_KEY)).replace(/\/$/, ''),
          timeoutMs: DEFAULT_MACHINE_TRANSLATION_TIMEOUT_MS,
        }
      : undefined,
  };
}

function mediaSettingsOf(e: z.infer<typeof schema>, dataDir: string): MediaSettings {
  const cacheDir = path.join(dataDir, 'media-cache');
  const bucket = e.MEDIA_STORAGE_URL ? parseStorageUrl(e.MEDIA_STORAGE_URL) : undefined;
  if (!bucket || typeof bucket === 'string') return { cacheDir, pollMs: e.MEDIA_POLL_MS };
  return {
    cacheDir,
    pollMs: e.MEDIA_POLL_MS,
    s3: {
      ...bucket,
      endpoint: e.MEDIA_S3_ENDPOINT,
      region: e.MEDIA_S3_REGION,
      // Buckets in the path unless told otherwise when the service is not AWS's: what MinIO and most others need.
      forcePathStyle: e.MEDIA_S3_FORCE_PATH_STYLE ? e.MEDIA_S3_FORCE_PATH_STYLE === 'true' : Boolean(e.MEDIA_S3_ENDPOINT),
      credentials:
        e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
          ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY }
          : undefined,
    },
  };
}
