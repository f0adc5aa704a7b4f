import { HttpError, message } from "../http/errors.ts";

// Who may wait for the PDF threads, and in which order (issue 9 review: one user asking for 60 large PDFs at once
// made another network's receipt answer 503). Each user and each network has a share of PDFs in flight or
// waiting; beyond it only that user or network is refused. A free thread takes the next PDF of the network that
// waited longest since its last turn, so a network with a long line never makes another wait behind all of it.

/** Whose PDF it is: the session's network and user. */
export type PdfOwner = { readonly networkId: number; readonly userId: number };

export type FairQueueOptions = {
  /** Jobs run at once (the pool's threads). */
  readonly concurrency: number;
  /** PDFs of one user in flight or waiting; one more is refused with 503. */
  readonly perUser: number;
  /** PDFs of one network in flight or waiting; one more is refused with 503. */
  readonly perNetwork: number;
};

export const PDFS_PER_USER = 4;
export const PDFS_PER_NETWORK = 8;

export type FairQueue = {
  /** Runs `work` when its network's turn comes; rejects at once with 503 beyond the user's or network's share. */
  submit<T>(owner: PdfOwner, work: () => Promise<T>): Promise<T>;
  /** PDFs in flight or waiting, in all. */
  size(): number;
};

type Waiting = () => void;

const busy = (key: string, max: number) => new HttpError(503, [message(key, { max })], { "retry-after": "5" });

export function createFairQueue(options: FairQueueOptions): FairQueue {
  const perUser = new Map<number, number>();
  const perNetwork = new Map<number, number>();
  /** Waiting jobs per network. */
  const lines = new Map<number, Waiting[]>();
  /** When each network with PDFs in flight or waiting last had a turn; a network without one goes first. */
  const lastTurn = new Map<number, number>();
  let turns = 0;
  let running = 0;
  let total = 0;

  const add = (counts: Map<number, number>, id: number, by: number) => {
    const next = (counts.get(id) ?? 0) + by;
    if (next > 0) counts.set(id, next);
    else counts.delete(id);
  };

  /** The waiting network whose last turn is the oldest (the first to queue among equals). */
  const nextNetwork = (): number | null => {
    let chosen: number | null = null;
    for (const networkId of lines.keys()) {
      if (chosen === null || (lastTurn.get(networkId) ?? -1) < (lastTurn.get(chosen) ?? -1)) chosen = networkId;
    }
    return chosen;
  };

  const pump = () => {
    while (running < options.concurrency) {
      const networkId = nextNetwork();
      if (networkId === null) return;
      const line = lines.get(networkId) ?? [];
      const next = line.shift();
      if (line.length === 0) lines.delete(networkId);
      if (!next) continue;
      lastTurn.set(networkId, turns++);
      running += 1;
      next();
    }
  };

  return {
    submit(owner, work) {
      if ((perUser.get(owner.userId) ?? 0) >= options.perUser)
        return Promise.reject(busy("server:http.pdf-busy-user", options.perUser));
      if ((perNetwork.get(owner.networkId) ?? 0) >= options.perNetwork)
        return Promise.reject(busy("server:http.pdf-busy", options.perNetwork));
      add(perUser, owner.userId, 1);
      add(perNetwork, owner.networkId, 1);
      total += 1;
      return new Promise((resolve, reject) => {
        const start = () => {
          Promise.resolve()
            .then(work)
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              total -= 1;
              add(perUser, owner.userId, -1);
              add(perNetwork, owner.networkId, -1);
              if (!perNetwork.has(owner.networkId)) lastTurn.delete(owner.networkId);
              pump();
            });
        };
        const line = lines.get(owner.networkId);
        if (line) line.push(start);
        else lines.set(owner.networkId, [start]);
        pump();
      });
    },
    size: () => total,
  };
}

/** The owner of a PDF a session asks for. */
export const pdfOwner = (session: { readonly multiStoreId: number; readonly userId: number }): PdfOwner => ({
  networkId: session.multiStoreId,
  userId: session.userId,
});
