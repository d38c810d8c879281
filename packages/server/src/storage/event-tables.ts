import type { ColumnType } from 'kysely';

// The event outbox and its subscribers' cursors (migration 0018; docs/decisions/0039-domain-events.md).

export interface EventOutboxTable {
  /** Append order within a writing transaction. PostgreSQL bigint comes back as a string. */
  seq: ColumnType<number | string, never, never>;
  /**
   * The writing transaction's id on PostgreSQL (0 on SQLite, whose writers are serialised): rows are
   * read in (tx, seq) order and only once every older transaction has ended, so none is skipped.
   */
  tx: ColumnType<number | string, never, never>;
  id: string;
  type: string;
  tenant_id: string | null;
  payload: string; // the DomainEvent as JSON
  created_at: string;
}

export interface EventCursorsTable {
  subscriber: string;
  position_tx: ColumnType<number | string, number | string | undefined, number | string>;
  position_seq: ColumnType<number | string, number | string | undefined, number | string>;
  /** The process delivering to this subscriber now, and until when its claim holds. */
  lease_owner: string | null;
  lease_until: string | null;
  delivered: ColumnType<number | string, number | undefined, number | string>;
  updated_at: string;
}
