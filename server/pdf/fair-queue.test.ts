import { describe, expect, it } from "vitest";
import { HttpError } from "../http/errors.ts";
import { createFairQueue, type PdfOwner } from "./fair-queue.ts";

/** Work the test finishes by hand, noting the order it started in. */
function manual() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const work = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finishers.set(name, () => resolve(name));
    });
  const finish = async (name: string) => {
    finishers.get(name)?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { started, work, finish };
}

const a1: PdfOwner = { networkId: 1, userId: 11 };
const a2: PdfOwner = { networkId: 1, userId: 12 };
const b1: PdfOwner = { networkId: 2, userId: 21 };
const c1: PdfOwner = { networkId: 3, userId: 31 };

describe("the fair PDF queue", () => {
  it("takes the networks in turn: a network's long line never makes another wait behind all of it", async () => {
    const queue = createFairQueue({ concurrency: 1, perUser: 4, perNetwork: 8 });
    const { started, work, finish } = manual();
    const jobs = [
      ...["a1", "a2", "a3", "a4"].map((n) => queue.submit(a1, work(n))),
      ...["a5", "a6"].map((n) => queue.submit(a2, work(n))),
      queue.submit(b1, work("b1")),
      queue.submit(c1, work("c1")),
    ];
    await new Promise((r) => setTimeout(r, 0));
    for (const name of ["a1", "b1", "c1", "a2", "a3", "a4", "a5"]) await finish(name);
    await finish("a6");
    expect(await Promise.all(jobs)).toEqual(["a1", "a2", "a3", "a4", "a5", "a6", "b1", "c1"]);
    expect(started).toEqual(["a1", "b1", "c1", "a2", "a3", "a4", "a5", "a6"]);
    expect(queue.size()).toBe(0);
  });

  it("refuses only the user, then only the network, beyond its share; a share frees as PDFs finish", async () => {
    const queue = createFairQueue({ concurrency: 2, perUser: 2, perNetwork: 3 });
    const { work, finish } = manual();
    const first = [queue.submit(a1, work("1")), queue.submit(a1, work("2"))];
    await expect(queue.submit(a1, work("x"))).rejects.toMatchObject({
      status: 503,
      messages: [{ key: "server:http.pdf-busy-user", values: { max: 2 } }],
      headers: { "retry-after": "5" },
    });
    const third = queue.submit(a2, work("3"));
    const refused = await queue.submit(a2, work("y")).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ messages: [{ key: "server:http.pdf-busy", values: { max: 3 } }] });
    const other = queue.submit(b1, work("4"));
    expect(queue.size()).toBe(4);
    await finish("1");
    const again = queue.submit(a1, work("5"));
    for (const name of ["2", "3", "4", "5"]) await finish(name);
    expect(await Promise.all([...first, third, other, again])).toEqual(["1", "2", "3", "4", "5"]);
  });

  it("passes a failed PDF's error on and frees its place", async () => {
    const queue = createFairQueue({ concurrency: 1, perUser: 1, perNetwork: 1 });
    await expect(
      queue.submit(a1, () => {
        throw new Error("worker died");
      }),
    ).rejects.toThrow("worker died");
    await expect(queue.submit(a1, async () => "ok")).resolves.toBe("ok");
  });
});
