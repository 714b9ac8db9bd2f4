/** Durable storage of feedback messages in one SQLite file. */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type {Feedback} from './schema';

export interface StoredFeedback extends Feedback {
  receivedAt: string;
  client: string;
  userAgent: string;
}

/** The store cannot take a write now (locked by another process, not writable, missing); retry later. */
export class StoreUnavailableError extends Error {
  constructor(
    message: string,
    /** Seconds after which a retry may succeed. */
    readonly retryAfter: number,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}

export interface FeedbackStore {
  /** Stores a message; false when a message with the same id is already stored. Throws StoreUnavailableError. */
  insert(message: Feedback, meta: {client: string; userAgent: string}): {stored: boolean; receivedAt: string};
  /** Proves the store can take a write now (a write in a transaction that is rolled back); throws otherwise. */
  checkWritable(): void;
  list(options?: {since?: string; limit?: number}): StoredFeedback[];
  count(): number;
  close(): void;
}

export interface StoreOptions {
  /** How long one write waits for another process's lock before giving up, in ms. It blocks the event loop. */
  busyTimeoutMs?: number;
  /** After a write found the file locked, writes fail at once for this long instead of waiting again, in ms. */
  busyBackoffMs?: number;
}

// A file that cannot be written (read-only, its folder missing, a full disk) or that another process holds:
// the connection is dropped and opened again on the next request, so the service recovers without a restart.
const REOPEN_CODES = /^SQLITE_(READONLY|CANTOPEN|IOERR|NOTADB|CORRUPT|PERM|FULL)/;
const BUSY_CODES = /^SQLITE_(BUSY|LOCKED)/;

function open(file: string, busyTimeoutMs: number) {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), {recursive: true});
  const db = new Database(file);
  try {
    // WAL keeps readers (the export command) from blocking the service; FULL syncs every commit to disk.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    db.exec(`CREATE TABLE IF NOT EXISTS feedback (
      id TEXT PRIMARY KEY,
      received_at TEXT NOT NULL,
      page_url TEXT NOT NULL,
      message TEXT NOT NULL,
      email TEXT,
      client TEXT NOT NULL,
      user_agent TEXT NOT NULL
    )`);
  } catch (err) {
    db.close();
    throw err;
  }
  return {
    db,
    insert: db.prepare(
      `INSERT OR IGNORE INTO feedback (id, received_at, page_url, message, email, client, user_agent)
       VALUES (@id, @receivedAt, @pageUrl, @message, @email, @client, @userAgent)`,
    ),
    existing: db.prepare('SELECT received_at AS receivedAt FROM feedback WHERE id = ?'),
    list: db.prepare(
      `SELECT id, received_at AS receivedAt, page_url AS pageUrl, message, email, client, user_agent AS userAgent
       FROM feedback WHERE received_at >= ? ORDER BY received_at, id LIMIT ?`,
    ),
    count: db.prepare('SELECT COUNT(*) AS n FROM feedback'),
    // Takes the write lock and touches the table, then gives both back: proof that a message could be stored.
    probe: db.transaction(() => {
      db.prepare("DELETE FROM feedback WHERE id = 'health-probe'").run();
      throw new Rollback();
    }),
  };
}
class Rollback extends Error {}

/**
 * Opens the store. A file that cannot be opened now does not stop the service: every call tries again, and
 * fails with StoreUnavailableError until the file can be written.
 */
export function openStore(file: string, {busyTimeoutMs = 50, busyBackoffMs = 1000}: StoreOptions = {}): FeedbackStore {
  let conn: ReturnType<typeof open> | undefined;
  let busyUntil = 0;
  let closed = false;

  const unavailable = (err: unknown): never => {
    const code = String((err as {code?: string}).code ?? '');
    if (BUSY_CODES.test(code)) {
      busyUntil = Date.now() + busyBackoffMs;
      throw new StoreUnavailableError('the database is locked by another process', Math.ceil(busyBackoffMs / 1000), err);
    }
    if (REOPEN_CODES.test(code) || !conn) {
      try {
        conn?.db.close();
      } catch {
        // already unusable
      }
      conn = undefined;
      throw new StoreUnavailableError(`the database cannot be written: ${(err as Error).message}`, 5, err);
    }
    throw err;
  };

  /** Runs fn on an open connection, opening it first; maps lock and file errors to StoreUnavailableError. */
  function withDb<T>(fn: (c: ReturnType<typeof open>) => T, {write}: {write: boolean}): T {
    if (closed) throw new Error('the feedback store is closed');
    if (write && Date.now() < busyUntil) {
      throw new StoreUnavailableError('the database is locked by another process', Math.ceil((busyUntil - Date.now()) / 1000));
    }
    try {
      conn ??= open(file, busyTimeoutMs);
      return fn(conn);
    } catch (err) {
      if (err instanceof Rollback) throw err;
      return unavailable(err);
    }
  }

  if (file !== ':memory:') {
    try {
      conn = open(file, busyTimeoutMs);
    } catch {
      // reported by the first request and by /api/feedback/health until the file can be opened
    }
  } else {
    conn = open(file, busyTimeoutMs);
  }

  return {
    insert(message, meta) {
      return withDb(
        (c) => {
          const receivedAt = new Date().toISOString();
          const result = c.insert.run({...message, email: message.email ?? null, receivedAt, ...meta});
          if (result.changes === 1) return {stored: true, receivedAt};
          return {stored: false, receivedAt: (c.existing.get(message.id) as {receivedAt: string}).receivedAt};
        },
        {write: true},
      );
    },
    checkWritable() {
      try {
        withDb((c) => c.probe.immediate(), {write: true});
      } catch (err) {
        if (!(err instanceof Rollback)) throw err;
      }
    },
    list({since = '', limit = 1_000_000} = {}) {
      return withDb(
        (c) => (c.list.all(since, limit) as (StoredFeedback & {email: string | null})[]).map((row) => ({...row, email: row.email ?? undefined})),
        {write: false},
      );
    },
    count() {
      return withDb((c) => (c.count.get() as {n: number}).n, {write: false});
    },
    close() {
      closed = true;
      conn?.db.close();
      conn = undefined;
    },
  };
}
