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

export interface FeedbackStore {
  /** Stores a message; false when a message with the same id is already stored. */
  insert(message: Feedback, meta: {client: string; userAgent: string}): {stored: boolean; receivedAt: string};
  list(options?: {since?: string; limit?: number}): StoredFeedback[];
  count(): number;
  close(): void;
}

export function openStore(file: string): FeedbackStore {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), {recursive: true});
  const db = new Database(file);
  // WAL keeps readers (the export command) from blocking the service; FULL syncs every commit to disk.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(`CREATE TABLE IF NOT EXISTS feedback (
    id TEXT PRIMARY KEY,
    received_at TEXT NOT NULL,
    page_url TEXT NOT NULL,
    message TEXT NOT NULL,
    email TEXT,
    client TEXT NOT NULL,
    user_agent TEXT NOT NULL
  )`);
  const insert = db.prepare(
    `INSERT OR IGNORE INTO feedback (id, received_at, page_url, message, email, client, user_agent)
     VALUES (@id, @receivedAt, @pageUrl, @message, @email, @client, @userAgent)`,
  );
  const existing = db.prepare('SELECT received_at AS receivedAt FROM feedback WHERE id = ?');
  const list = db.prepare(
    `SELECT id, received_at AS receivedAt, page_url AS pageUrl, message, email, client, user_agent AS userAgent
     FROM feedback WHERE received_at >= ? ORDER BY received_at, id LIMIT ?`,
  );
  const count = db.prepare('SELECT COUNT(*) AS n FROM feedback');
  return {
    insert(message, meta) {
      const receivedAt = new Date().toISOString();
      const result = insert.run({...message, email: message.email ?? null, receivedAt, ...meta});
      if (result.changes === 1) return {stored: true, receivedAt};
      return {stored: false, receivedAt: (existing.get(message.id) as {receivedAt: string}).receivedAt};
    },
    list({since = '', limit = 1_000_000} = {}) {
      return (list.all(since, limit) as (StoredFeedback & {email: string | null})[]).map((row) => ({...row, email: row.email ?? undefined}));
    },
    count() {
      return (count.get() as {n: number}).n;
    },
    close() {
      db.close();
    },
  };
}
