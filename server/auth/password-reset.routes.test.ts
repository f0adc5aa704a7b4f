import { request as httpRequest, createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../mail/schema.ts";
import { multiStores } from "../network/schema.ts";
import { users } from "../users/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { startTestApp, type TestApp } from "../test/harness.ts";
import { hashPassword } from "./passwords.ts";
import { RESET_REQUESTS_PER_ADDRESS, RESET_REQUESTS_PER_LOGIN } from "./password-reset.routes.ts";

// Issue 9, items 2 and 4: the reset link's origin comes from configuration, requests are rate-limited, and the
// answer takes the same time whether or not the login exists.

/** Mail takes as long as SMTP may; `hold` keeps every send waiting until `release`. */
function slowMailer(delayMs: number) {
  let held: Array<() => void> | null = null;
  const wrap = (outbox: Mailer): Mailer => ({
    async send(mail) {
      if (held) await new Promise<void>((go) => held?.push(go));
      await new Promise((done) => setTimeout(done, delayMs));
      await outbox.send(mail);
    },
  });
  return {
    wrap,
    hold: () => {
      held = [];
    },
    release: () => {
      for (const go of held ?? []) go();
      held = null;
    },
  };
}

const mailer = slowMailer(0);
let t: TestApp;
let slow: TestApp;
const SLOW_MAIL_MS = 400;
beforeAll(async () => {
  [t, slow] = await Promise.all([
    startTestApp({ mailer: mailer.wrap }),
    startTestApp({ mailer: slowMailer(SLOW_MAIL_MS).wrap }),
  ]);
});
afterAll(() => Promise.all([t.close(), slow.close()]));

let address = 0;
/** Each call from its own address, unless one is given: the per-address limit stays out of the way. */
const ask = (app: TestApp, login: string, init: { peer?: string; headers?: Record<string, string> } = {}) =>
  app.request("/api/v1/password_resets", {
    method: "POST",
    json: { login },
    peer: init.peer ?? `198.51.100.${++address}`,
    headers: init.headers ?? {},
  });

const mailsTo = (app: TestApp, to: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const linkOf = (body: string) => /(\S+\/user\/redefinir-senha\?token=[\w-]+)/.exec(body)?.[1] ?? "";

/** POST over a real socket, as a client writes it: the Node adapter builds the request URL from Host. */
function postOverSocket(server: Server, path: string, headers: Record<string, string>, body: unknown) {
  const { port } = server.address() as AddressInfo;
  const payload = JSON.stringify(body);
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": String(payload.length) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

describe("the reset link", () => {
  it("points at the configured origin, whatever Host and X-Forwarded-* headers say", async () => {
    const server = createAdaptorServer({ fetch: t.app.fetch, createServer }) as Server;
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
    try {
      const forged = {
        host: "evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
        "x-forwarded-for": "203.0.113.66",
      };
      expect(await postOverSocket(server, "/api/v1/password_resets", forged, { login: "caixa" })).toBe(201);
      await t.services.background.settled();
      const [mail] = await mailsTo(t, "caixa@rededemo.com.br");
      expect(linkOf(mail?.body ?? "")).toMatch(/^http:\/\/localhost:3000\/user\/redefinir-senha\?token=[\w-]{43}$/);
      expect(mail?.body).not.toContain("evil.example");
    } finally {
      await new Promise((closed) => server.close(closed));
    }
  });

  it("uses PUBLIC_URL when set, under /es for Spanish", async () => {
    const configured = await startTestApp({ config: { publicUrl: "https://rede.exemplo.com.br/" } });
    try {
      const res = await configured.request("/api/v1/password_resets", {
        method: "POST",
        json: { login: "vendedor" },
        headers: { host: "evil.example", "accept-language": "es-EC" },
      });
      expect(res.status).toBe(201);
      const [mail] = await mailsTo(configured, "vendedor@rededemo.com.br");
      expect(linkOf(mail?.body ?? "")).toMatch(/^https:\/\/rede\.exemplo\.com\.br\/es\/user\/redefinir-senha\?token=/);
    } finally {
      await configured.close();
    }
  });
});

describe("who gets a link", () => {
  const shared = "caixa.compartilhado@exemplo.com.br";
  beforeAll(async () => {
    const stores = await t.db.select().from(multiStores);
    const passwordHash = await hashPassword("demo1234");
    await t.db.insert(users).values(
      stores.slice(0, 2).map((store, i) => ({
        multiStoreId: store.id,
        name: `Caixa Compartilhado ${i + 1}`,
        login: `compartilhado.${i + 1}`,
        email: shared,
        passwordHash,
      })),
    );
  });

  it("every active user with the typed e-mail, each with their own link naming their login", async () => {
    expect((await ask(t, shared.toUpperCase())).status).toBe(201);
    const mails = await mailsTo(t, shared);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => /usuário (\S+)\./.exec(m.body)?.[1]).sort()).toEqual([
      "compartilhado.1",
      "compartilhado.2",
    ]);
    const [first, second] = mails.map((m) => linkOf(m.body));
    expect(first).not.toBe(second);
    // Each link sets the password of its own user only.
    const token = new URL(first ?? "").searchParams.get("token");
    const confirm = await t.request("/api/v1/password_resets/confirm", {
      method: "POST",
      json: { token, newPassword: "nova-senha-1", confirmedNewPassword: "nova-senha-1" },
    });
    expect(confirm.status).toBe(200);
    const login = /usuário (\S+)\./.exec(mails[0]?.body ?? "")?.[1] ?? "";
    const other = login === "compartilhado.1" ? "compartilhado.2" : "compartilhado.1";
    await t.login(login, "nova-senha-1");
    await t.login(other, "demo1234");
  });

  it("only the user of a typed login", async () => {
    await t.db.delete(mailOutbox).where(eq(mailOutbox.to, shared));
    expect((await ask(t, "Compartilhado.2")).status).toBe(201);
    const mails = await mailsTo(t, shared);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain("usuário compartilhado.2.");
  });

  it("nobody for an unknown login, with the same answer", async () => {
    const before = await t.db.$count(mailOutbox);
    const res = await ask(t, "ninguem@exemplo.com");
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      message: "Se o usuário existir, enviaremos um e-mail com as instruções para criar uma nova senha.",
    });
    expect(await t.db.$count(mailOutbox)).toBe(before);
  });
});

describe("timing", () => {
  it("answers before the mail work is done", async () => {
    mailer.hold();
    try {
      const timeout = new Promise<"still waiting">((done) => setTimeout(() => done("still waiting"), 3000));
      const answer = await Promise.race([
        t.request("/api/v1/password_resets", { method: "POST", json: { login: "producao" }, unsettled: true }),
        timeout,
      ]);
      expect(answer).not.toBe("still waiting");
      expect((answer as Response).status).toBe(201);
    } finally {
      mailer.release();
    }
    await t.services.background.settled();
    expect(await mailsTo(t, "producao@rededemo.com.br")).toHaveLength(1);
  });

  it("takes the same time for a known and an unknown login, however slow the mail", async () => {
    const known = ["admin", "caixa", "caixa10", "vendedor", "producao"];
    const took = async (login: string) => {
      const started = performance.now();
      const res = await slow.request("/api/v1/password_resets", {
        method: "POST",
        json: { login },
        peer: `192.0.2.${++address % 250}`,
        unsettled: true,
      });
      expect(res.status).toBe(201);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (const [i, login] of known.entries()) {
      knownTimes.push(await took(login));
      unknownTimes.push(await took(`ninguem.${i}@exemplo.com`));
    }
    // Sending a mail takes SLOW_MAIL_MS here: an answer that waited for it would stand out.
    expect(median(knownTimes) - median(unknownTimes)).toBeLessThan(SLOW_MAIL_MS / 2);
    await slow.services.background.settled();
    expect(
      await slow.db.$count(
        mailOutbox,
        inArray(
          mailOutbox.to,
          known.map((l) => `${l}@rededemo.com.br`),
        ),
      ),
    ).toBe(known.length);
  });
});

describe("rate limits", () => {
  it(`${RESET_REQUESTS_PER_LOGIN} requests an hour per login, from any address, known or not`, async () => {
    for (const login of ["caixa10", "nao.existe"]) {
      for (let i = 0; i < RESET_REQUESTS_PER_LOGIN; i++) expect((await ask(t, login)).status).toBe(201);
      const mails = await t.db.$count(mailOutbox);
      const refused = await ask(t, login.toUpperCase());
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^3[56]\d\d$/);
      expect(await refused.json()).toEqual({
        messages: ["Muitos pedidos de redefinição de senha. Aguarde 60 minutos e tente novamente."],
      });
      expect(await t.db.$count(mailOutbox)).toBe(mails);
    }
  });

  it(`${RESET_REQUESTS_PER_ADDRESS} requests an hour per address, answered in the user's language`, async () => {
    const peer = "203.0.113.77";
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i++) {
      expect((await ask(t, `pessoa.${i}@exemplo.com`, { peer })).status).toBe(201);
    }
    const refused = await ask(t, "outra.pessoa@exemplo.com", { peer, headers: { "accept-language": "es-EC" } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      messages: ["Demasiadas solicitudes de restablecimiento de contraseña. Espere 60 minutos e intente nuevamente."],
    });
    // The refused request used up nothing of that login's own allowance.
    for (let i = 0; i < RESET_REQUESTS_PER_LOGIN; i++) {
      expect((await ask(t, "outra.pessoa@exemplo.com")).status).toBe(201);
    }
  });
});

describe("after a reset", () => {
  it("the new password signs in, even after the wrong ones that locked the login", async () => {
    for (let i = 0; i < 5; i++) {
      const wrong = await t.request("/api/v1/auth", {
        method: "POST",
        json: { login: "producao", password: "errada-99" },
      });
      expect(wrong.status).toBe(401);
    }
    const locked = await t.request("/api/v1/auth", {
      method: "POST",
      json: { login: "producao", password: "demo1234" },
    });
    expect(locked.status).toBe(429);
    expect((await ask(t, "producao")).status).toBe(201);
    const [mail] = (await mailsTo(t, "producao@rededemo.com.br")).slice(-1);
    const token = /token=([\w-]+)/.exec(mail?.body ?? "")?.[1] ?? "";
    const confirm = await t.request("/api/v1/password_resets/confirm", {
      method: "POST",
      json: { token, newPassword: "nova-senha-7", confirmedNewPassword: "nova-senha-7" },
    });
    expect(confirm.status).toBe(200);
    await t.login("producao", "nova-senha-7");
  });
});
