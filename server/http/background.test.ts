import pino from "pino";
import { describe, expect, it } from "vitest";
import { createBackground } from "./background.ts";

describe("background tasks", () => {
  it("run after the caller moves on, and settled() waits for them", async () => {
    const background = createBackground(pino({ level: "silent" }));
    const order: string[] = [];
    background.run("first", async () => {
      order.push("task");
      background.run("nested", async () => {
        order.push("nested");
      });
    });
    order.push("caller");
    await background.settled();
    expect(order).toEqual(["caller", "task", "nested"]);
  });

  it("log a failure instead of throwing it", async () => {
    const logged: unknown[] = [];
    const logger = pino({ level: "error" }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const background = createBackground(logger);
    background.run("mail", async () => {
      throw new Error("smtp down");
    });
    await background.settled();
    expect(logged).toMatchObject([{ task: "mail", msg: "background task failed", err: { message: "smtp down" } }]);
  });
});
