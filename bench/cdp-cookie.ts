import WebSocket from "ws";

export type Cookie = { name: string; value: string; url: string };

/**
 * Puts a cookie in the browser's own jar through the DevTools protocol. A `Cookie` extra header reaches
 * the document request but not the app's fetch calls, so a signed-in page would bounce to /user/login.
 */
export async function setBrowserCookie(debuggingPort: number, cookie: Cookie): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${debuggingPort}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    const answer = new Promise<{ error?: { message: string } }>((resolve) => {
      socket.on("message", (data) => {
        const message = JSON.parse(data.toString()) as { id?: number; error?: { message: string } };
        if (message.id === 1) resolve(message);
      });
    });
    socket.send(
      JSON.stringify({
        id: 1,
        method: "Storage.setCookies",
        params: { cookies: [{ ...cookie, path: "/", httpOnly: true, sameSite: "Lax" }] },
      }),
    );
    const result = await Promise.race([
      answer,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no answer to Storage.setCookies")), 5000)),
    ]);
    if (result.error) throw new Error(`Storage.setCookies: ${result.error.message}`);
  } finally {
    socket.close();
  }
}
