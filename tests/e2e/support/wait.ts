import type { Locator, Page } from "playwright-core";

export async function visible(locator: Locator, timeout = 10_000): Promise<Locator> {
  await locator.first().waitFor({ state: "visible", timeout });
  return locator;
}

export async function hidden(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: "hidden", timeout });
}

/** Polls until `read` returns a value `accept` likes; throws with the last value on timeout. */
export async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeout = 10_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T = await read();
  while (!accept(last)) {
    if (Date.now() > deadline)
      throw new Error(`condition not met in ${timeout} ms; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  return last;
}

export function query(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}
