import type { RefusalText } from '../../../shared/i18n/refusal-text';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { ReplyFile, ReplyTemplate, ReplyTools } from '../../../shared/contracts/reply-tools';
import {
  RECENT_FILES_SHOWN,
  REPLY_FILE_MESSAGES,
  REPLY_FILE_TYPES,
  REPLY_FILES_MAX,
  REPLY_FILES_TOTAL_MAX_BYTES,
  TEMPLATE_MESSAGES,
  TEMPLATES_MAX,
  unknownPlaceholders,
} from '../../../shared/staff/reply-tools';
import type { AuditAction } from '../../../shared/staff/audit-actions';
import type { Db } from '../../db/connect';
import type { Selectable } from 'kysely';
import type { ReplyFileTable } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { Download } from '../../http/mount-contract';
import { safeFileName, sniffAttachment } from '../../mail/inbound/inbound-message';
import { recordAudit } from '../audit/audit-trail.public';
import type { Acting } from '../../http/acting';

// Reply templates (kept by owners), each person's signature, and the library of files sent with replies.

const refused = (field: string, message: RefusalText) => new HttpError(400, message, { [field]: message });

type FileRow = Pick<Selectable<ReplyFileTable>, 'id' | 'file_name' | 'content_type' | 'size' | 'last_used_at'>;
const fileOf = (row: FileRow): ReplyFile => ({
  id: row.id,
  fileName: row.file_name,
  contentType: row.content_type,
  size: row.size,
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});

/** A file that a reply is to carry, with its bytes, as the outbox attaches it. */
export interface AttachedFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  bytes: Buffer;
}

/**
 * The files a reply names, checked together (how many, how large) and marked as used now: the ones a sales person
 * sends are the ones the form offers first next time. Refused whole when one is unknown.
 */
export async function filesForReply(db: Db, ids: readonly string[], at: Date): Promise<AttachedFile[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  if (unique.length > REPLY_FILES_MAX) throw refused('files', REPLY_FILE_MESSAGES.tooMany);
  const rows = await db
    .selectFrom('reply_file')
    .select(['id', 'file_name', 'content_type', 'size', 'bytes'])
    .where('id', 'in', unique)
    .execute();
  if (rows.length !== unique.length) throw refused('files', REPLY_FILE_MESSAGES.unknown);
  if (rows.reduce((sum, row) => sum + row.size, 0) > REPLY_FILES_TOTAL_MAX_BYTES) throw refused('files', REPLY_FILE_MESSAGES.tooMuch);
  await db.updateTable('reply_file').set({ last_used_at: at }).where('id', 'in', unique).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  // In the order the sales person chose them.
  return unique.map((id) => {
    const row = byId.get(id)!;
    return { id: row.id, fileName: row.file_name, contentType: row.content_type, size: row.size, bytes: row.bytes };
  });
}

/** The lines a person signs their replies with, below their name. */
export async function signatureOf(db: Db, staffId: number): Promise<string> {
  const row = await db.selectFrom('staff').select('signature').where('id', '=', staffId).executeTakeFirst();
  return row?.signature ?? '';
}

export function createReplyToolsService(db: Db, options: { clock: () => Date; machineTranslation?: boolean }) {
  const templateOf = (row: {
    id: number;
    name: string;
    body: string;
    version: number;
    updated_at: Date;
    updated_by_name: string | null;
  }): ReplyTemplate => ({
    id: row.id,
    name: row.name,
    body: row.body,
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by_name,
  });

  const templatesQuery = (trx: Db) =>
    trx
      .selectFrom('reply_template as t')
      .leftJoin('staff as s', 's.id', 't.updated_by')
      .select(['t.id', 't.name', 't.body', 't.version', 't.updated_at', 's.name as updated_by_name']);

  const checkBody = (body: string) => {
    const unknown = unknownPlaceholders(body);
    if (unknown.length) throw refused('body', TEMPLATE_MESSAGES.unknownPlaceholder(unknown[0]!));
  };

  /** The unique index on lower(name) refuses a second template of the same name: said in words, under the field. */
  const nameTaken = (error: unknown) =>
    (error as { code?: string; constraint?: string }).code === '23505' &&
    String((error as { constraint?: string }).constraint ?? (error as Error).message).includes('reply_template_name_unique');

  async function saveTemplate(
    acting: Acting,
    write: (trx: Db) => Promise<{ id: number; action: AuditAction; detail: Record<string, unknown> } | null>,
  ): Promise<ReplyTemplate | null> {
    try {
      return await db.transaction().execute(async (trx) => {
        const saved = await write(trx);
        if (!saved) return null;
        await recordAudit(trx, {
          actor: acting.principal,
          action: saved.action,
          subject: { type: 'reply-template', id: saved.id },
          detail: saved.detail,
          ip: acting.ip,
          at: options.clock(),
        });
        return templateOf(await templatesQuery(trx).where('t.id', '=', saved.id).executeTakeFirstOrThrow());
      });
    } catch (error) {
      if (nameTaken(error)) throw refused('name', TEMPLATE_MESSAGES.nameTaken);
      throw error;
    }
  }

  return {
    async tools(acting: Acting): Promise<ReplyTools> {
      const [templates, me, recent] = await Promise.all([
        templatesQuery(db)
          .orderBy(sql`lower(t.name)`)
          .execute(),
        db.selectFrom('staff').select('signature').where('id', '=', acting.principal.staffId).executeTakeFirst(),
        db
          .selectFrom('reply_file')
          .select(['id', 'file_name', 'content_type', 'size', 'last_used_at'])
          .orderBy(sql`coalesce(last_used_at, uploaded_at)`, 'desc')
          .limit(RECENT_FILES_SHOWN)
          .execute(),
      ]);
      return {
        templates: templates.map(templateOf),
        signature: me?.signature ?? '',
        recentFiles: recent.map(fileOf),
        machineTranslation: options.machineTranslation ?? false,
      };
    },

    async createTemplate(input: { name: string; body: string }, acting: Acting): Promise<ReplyTemplate> {
      checkBody(input.body);
      const created = await saveTemplate(acting, async (trx) => {
        // Counted under a lock on the table's rows, so two owners adding at once cannot pass the limit together.
        await sql`lock table reply_template in share row exclusive mode`.execute(trx);
        const { count } = await trx
          .selectFrom('reply_template')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .executeTakeFirstOrThrow();
        if (Number(count) >= TEMPLATES_MAX) throw refused('name', TEMPLATE_MESSAGES.tooMany);
        const row = await trx
          .insertInto('reply_template')
          .values({ name: input.name, body: input.body, updated_by: acting.principal.staffId, updated_at: options.clock() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: row.id, action: 'reply-template.created', detail: { name: input.name } };
      });
      return created!;
    },

    updateTemplate(id: string, input: { name: string; body: string; version: number }, acting: Acting) {
      checkBody(input.body);
      return saveTemplate(acting, async (trx) => {
        const before = await trx.selectFrom('reply_template').selectAll().where('id', '=', Number(id)).forUpdate().executeTakeFirst();
        if (!before) return null;
        if (before.version !== input.version) throw new HttpError(409, TEMPLATE_MESSAGES.changedMeanwhile);
        await trx
          .updateTable('reply_template')
          .set({
            name: input.name,
            body: input.body,
            version: before.version + 1,
            updated_by: acting.principal.staffId,
            updated_at: options.clock(),
          })
          .where('id', '=', before.id)
          .execute();
        return {
          id: before.id,
          action: 'reply-template.updated',
          detail: {
            ...(before.name !== input.name ? { name: { from: before.name, to: input.name } } : { name: input.name }),
            textChanged: before.body !== input.body,
          },
        };
      });
    },

    async removeTemplate(id: string, input: { version: number }, acting: Acting): Promise<{ deleted: true } | null> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('reply_template').selectAll().where('id', '=', Number(id)).forUpdate().executeTakeFirst();
        if (!before) return null;
        if (before.version !== input.version) throw new HttpError(409, TEMPLATE_MESSAGES.changedMeanwhile);
        await trx.deleteFrom('reply_template').where('id', '=', before.id).execute();
        await recordAudit(trx, {
          actor: acting.principal,
          action: 'reply-template.deleted',
          subject: { type: 'reply-template', id: before.id },
          detail: { name: before.name },
          ip: acting.ip,
          at: options.clock(),
        });
        return { deleted: true as const };
      });
    },

    async saveSignature(signature: string, acting: Acting): Promise<{ signature: string }> {
      await db.updateTable('staff').set({ signature, updated_at: options.clock() }).where('id', '=', acting.principal.staffId).execute();
      return { signature };
    },

    /** Stored once per content: the same catalogue uploaded again is the file already in the library. */
    async uploadFile(bytes: Buffer, name: string, acting: Acting): Promise<ReplyFile> {
      const fileName = safeFileName(name, 0);
      const contentType = sniffAttachment(bytes, fileName);
      if (!(REPLY_FILE_TYPES as readonly string[]).includes(contentType)) throw new HttpError(415, REPLY_FILE_MESSAGES.wrongType);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const row = await db
        .insertInto('reply_file')
        .values({
          file_name: fileName,
          content_type: contentType,
          size: bytes.length,
          sha256,
          bytes,
          uploaded_by: acting.principal.staffId,
          uploaded_at: options.clock(),
        })
        .onConflict((oc) => oc.column('sha256').doUpdateSet({ file_name: fileName }))
        .returning(['id', 'file_name', 'content_type', 'size', 'last_used_at'])
        .executeTakeFirstOrThrow();
      return fileOf(row);
    },

    async file(id: string): Promise<Download | null> {
      const row = await db.selectFrom('reply_file').select(['file_name', 'content_type', 'bytes']).where('id', '=', id).executeTakeFirst();
      return row ? new Download(row.content_type, row.file_name, row.bytes) : null;
    },
  };
}

export type ReplyToolsService = ReturnType<typeof createReplyToolsService>;
