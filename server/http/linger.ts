import type { Socket } from "node:net";
import type { Context } from "hono";

/** How long a closing connection keeps reading what the client still sends. */
export const LINGER_MS = 2000;

/**
 * Makes the connection close gracefully once the answer that ends it (`Connection: close`) is written: Node then
 * calls `destroySoon()`, which sends FIN and destroys the socket at once, so the rest of an unread request body
 * hits a closed socket and the kernel answers it with a reset that can wipe the answer before the client reads it.
 * Here the server closes only its writing side and keeps reading (and discarding) until the client closes its side
 * or `ms` pass (RFC 9112, 9.6 "Tear-down").
 */
export function lingerOnClose(socket: Socket, ms = LINGER_MS) {
  let closing = false;
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (closing) return;
    closing = true;
    const timer = setTimeout(() => socket.destroy(), ms);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    socket.once("end", () => socket.destroy());
    if (socket.writable) socket.end();
    socket.resume();
  };
}

/** The Node socket of a request served by @hono/node-server; none under `app.request()` in tests. */
export function socketOf(c: Context): Socket | undefined {
  const incoming = (c.env as { incoming?: { socket?: Socket } } | undefined)?.incoming;
  return incoming?.socket;
}
