import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { PdfRenderer } from "../pdf/pdf-job.ts";
import type { Storage } from "../storage/storage.ts";
import type { Background } from "./background.ts";

export type RealtimeService = {
  broadcast(channel: string, event: string, data: unknown): Promise<void>;
  authorizeChannel(socketId: string, channel: string): { auth: string };
};

/** What handlers may use: injected at start, swapped in tests. */
export type Services = {
  readonly db: Db;
  readonly config: Config;
  readonly logger: Logger;
  readonly mailer: Mailer;
  readonly realtime: RealtimeService;
  /** Uploaded files (documents, images). */
  readonly storage: Storage;
  /** PDFs, rendered in worker threads. */
  readonly pdf: PdfRenderer;
  readonly now: () => Date;
  /** Work that must not hold up (or time) the answer. */
  readonly background: Background;
};
