import { isMainThread } from "node:worker_threads";
import { type OfxLine, ofxLines, ofxText } from "./ofx-statement.ts";

// The thread that parses OFX statements (statement-job.ts runs each on one): a long statement is parsed in one
// synchronous stretch, so it never runs on the thread that answers requests.

if (isMainThread) throw new Error("OFX statements are parsed on their own thread");

export default function run(bytes: Uint8Array): OfxLine[] | null {
  return ofxLines(ofxText(bytes));
}
