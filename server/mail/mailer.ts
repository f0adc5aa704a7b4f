import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "./schema.ts";

export type Mail = {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  readonly multiStoreId: number | null;
};
export type Mailer = { send(mail: Mail): Promise<void> };

/** Every mail is kept in mail_outbox; with SMTP_URL it is also delivered, otherwise it is logged for the operator. */
export function createMailer(options: { db: Db; smtpUrl: string | null; from: string; logger: Logger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await options.db
        .insert(mailOutbox)
        .values({ ...mail, status: transport ? "pending" : "stored" })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        options.logger.info(
          { mailId: row?.id, to: mail.to, subject: mail.subject, body: mail.body },
          "mail stored (no SMTP_URL)",
        );
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.body });
        await options.db
          .update(mailOutbox)
          .set({ status: "sent", sentAt: new Date() })
          .where(eq(mailOutbox.id, row?.id ?? 0));
      } catch (error) {
        options.logger.error({ err: error, mailId: row?.id }, "mail delivery failed");
        await options.db
          .update(mailOutbox)
          .set({ status: "failed", error: String(error) })
          .where(eq(mailOutbox.id, row?.id ?? 0));
      }
    },
  };
}
