/** The published-content revision as this process knows it, read from the database at most once per `checkMs`. */
export interface ContentRevision {
  /** The current revision; undefined when it cannot be read (nothing cached may be trusted then). */
  current(): Promise<string | undefined>;
}

export function watchContentRevision(read: () => Promise<string>, checkMs = 1_000): ContentRevision {
  let revision: string | undefined;
  let checkedAt = -Infinity;
  let checking: Promise<string | undefined> | undefined;

  async function check(): Promise<string | undefined> {
    try {
      revision = await read();
    } catch {
      revision = undefined;
    }
    checkedAt = Date.now();
    return revision;
  }

  return {
    async current() {
      if (Date.now() - checkedAt < checkMs) return revision;
      // Requests arriving together share one read.
      checking ??= check().finally(() => (checking = undefined));
      return checking;
    },
  };
}

/**
 * For a store of things derived from content: `current()` reads the revision and calls `drop` whenever it has
 * moved (or could not be read) since the last call; `latest` is the revision seen last.
 */
export function droppedOnChange(revision: ContentRevision, drop: () => void) {
  let seen: string | undefined;
  return {
    async current(): Promise<string | undefined> {
      const current = await revision.current();
      if (current !== seen) drop();
      seen = current;
      return current;
    },
    latest: () => seen,
  };
}
