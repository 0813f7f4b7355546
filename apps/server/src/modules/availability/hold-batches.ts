/**
 * Coalesced seat holds (decision 026). Holds on one slot all wait for that slot's row lock in
 * the database; taken one by one, 50 concurrent holds queue there, each paying for a lock, a
 * release of expired holds, a commit, and a backend's CPU. Here, while a take for a slot is in
 * flight, further holds for the same slot wait in the process; when it answers, all of them
 * (up to MAX_BATCH) go to the database in ONE call of availability_take_holds, which locks the
 * slot once and decides each hold in arrival order, under the lock. Capacity is never decided here: a second server process stays correct, its batches
 * simply queue on the same row lock. A lone hold goes at once (no timer, no added latency).
 *
 * Nothing is cached: every hold reaches the database, and every answer is the database's.
 * If a batch call fails, its holds are taken one by one (a call with a batch of one), so one bad
 * hold fails alone.
 */
import type { Db } from '../../db/client.ts';
import * as repo from './availability.repo.ts';

/** Holds sent in one call at most (a bounded statement; the rest go in the next call). */
export const MAX_BATCH = 100;

interface Waiting {
  row: repo.TakeRow;
  resolve: (took: repo.Took) => void;
  reject: (e: unknown) => void;
}

/** Per database, per slot and hold length: the holds waiting while a take is in flight. */
const queues = new WeakMap<Db, Map<string, Waiting[]>>();

/**
 * Takes one hold on a slot, batched with the holds for the same slot that arrive while a take
 * for it is in flight. `db` must be the pool (never a transaction: the batch commits on its own).
 */
export function takeHold(
  db: Db,
  slotId: string,
  row: repo.TakeRow,
  minutes: number,
): Promise<repo.Took> {
  let bySlot = queues.get(db);
  if (!bySlot) queues.set(db, (bySlot = new Map()));
  const key = `${slotId} ${minutes}`;
  return new Promise((resolve, reject) => {
    const waiting = bySlot.get(key);
    if (waiting) {
      waiting.push({ row, resolve, reject });
      return;
    }
    bySlot.set(key, []);
    void drain(db, bySlot, key, slotId, minutes, [{ row, resolve, reject }]);
  });
}

/** Takes `batch`, then whatever queued meanwhile, until the slot's queue is empty. */
async function drain(
  db: Db,
  bySlot: Map<string, Waiting[]>,
  key: string,
  slotId: string,
  minutes: number,
  batch: Waiting[],
) {
  for (;;) {
    await settle(db, slotId, minutes, batch);
    const waiting = bySlot.get(key)!;
    if (!waiting.length) {
      bySlot.delete(key);
      return;
    }
    batch = waiting.splice(0, MAX_BATCH);
  }
}

/** Answers every hold of the batch; never throws. */
async function settle(db: Db, slotId: string, minutes: number, batch: Waiting[]) {
  try {
    const took = await repo.takeHolds(
      db,
      slotId,
      batch.map((w) => w.row),
      minutes,
    );
    batch.forEach((w, i) => w.resolve(took[i]));
    return;
  } catch (e) {
    if (batch.length === 1) {
      batch[0].reject(e);
      return;
    }
  }
  // The batch failed as a whole (one hold's bad value, a lost connection): one by one, so each
  // hold gets its own answer or error.
  await Promise.all(
    batch.map((w) =>
      repo.takeHolds(db, slotId, [w.row], minutes).then(([took]) => w.resolve(took), w.reject),
    ),
  );
}

interface Reader<T> {
  resolve: (value: T) => void;
  reject: (e: unknown) => void;
}

/** Per database and key: the readers waiting while a read for that key is in flight. */
const reads = new WeakMap<Db, Map<string, Reader<unknown>[]>>();

/**
 * `read()` for this key, shared by the callers that arrive while a read for the same key is in
 * flight: they wait for it to end, then ONE new read answers all of them. No caller gets a read
 * that began before it arrived (that would be a cache); nothing is kept once it is answered.
 * Holds on one slot all look up the same variant; this makes that one query per turn, not one
 * per hold.
 */
export function readInTurns<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  let byKey = reads.get(db);
  if (!byKey) reads.set(db, (byKey = new Map()));
  return new Promise<T>((resolve, reject) => {
    const waiting = byKey.get(key) as Reader<T>[] | undefined;
    if (waiting) {
      waiting.push({ resolve, reject });
      return;
    }
    byKey.set(key, []);
    void (async () => {
      let turn: Reader<T>[] = [{ resolve, reject }];
      while (turn.length) {
        await read().then(
          (value) => turn.forEach((r) => r.resolve(value)),
          (e: unknown) => turn.forEach((r) => r.reject(e)),
        );
        turn = byKey.get(key)!.splice(0) as Reader<T>[];
      }
      byKey.delete(key);
    })();
  });
}
