import { afterAll, afterEach } from "vitest";
import { takePgOverlaps, watchPgOverlaps } from "./pg-overlaps.ts";

// Setup file of the server tests: a test that sends a query to a busy pg client fails, with that query's stack.
watchPgOverlaps();

function failOnOverlaps() {
  const overlap = takePgOverlaps();
  if (overlap) throw overlap;
}

afterEach(failOnOverlaps);
afterAll(failOnOverlaps);
