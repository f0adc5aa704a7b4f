// Pusher Channels protocol 7: names, limits and message encoding shared by the
// embedded hub and the external broadcaster.

export const PROTOCOL_VERSION = 7;

/** Pusher refuses event data larger than 10 KB. */
export const MAX_EVENT_DATA_BYTES = 10 * 1024;

const MAX_CHANNEL_NAME_LENGTH = 164;
const MAX_EVENT_NAME_LENGTH = 200;
const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]+$/;
const SOCKET_ID = /^\d+\.\d+$/;

export type ChannelKind = "public" | "private" | "private-encrypted" | "presence";

export type ErrorPayload = { code: number | null; message: string };

export type SubscriptionErrorPayload = {
  type: "AuthError" | "UnsupportedChannel" | "LimitReached";
  error: string;
  status: number;
};

export class RealtimePayloadTooLargeError extends RangeError {
  override readonly name = "RealtimePayloadTooLargeError";
}

export const isValidChannelName = (channel: string): boolean =>
  channel.length <= MAX_CHANNEL_NAME_LENGTH && CHANNEL_NAME.test(channel);

export const isValidSocketId = (socketId: string): boolean => SOCKET_ID.test(socketId);

export const channelKind = (channel: string): ChannelKind => {
  if (channel.startsWith("private-encrypted-")) return "private-encrypted";
  if (channel.startsWith("private-")) return "private";
  if (channel.startsWith("presence-")) return "presence";
  return "public";
};

export const assertChannelName = (channel: string): void => {
  if (!isValidChannelName(channel)) throw new TypeError(`Invalid channel name: ${JSON.stringify(channel)}`);
};

/** Server events must not impersonate protocol events (`pusher:`, `pusher_internal:`) or client events. */
export const assertServerEventName = (event: string): void => {
  const valid =
    event.length > 0 &&
    event.length <= MAX_EVENT_NAME_LENGTH &&
    !event.startsWith("pusher") &&
    !event.startsWith("client-");
  if (!valid) throw new TypeError(`Invalid event name: ${JSON.stringify(event)}`);
};

/** JSON-encodes event data the way clients receive it, enforcing Pusher's size limit. */
export const encodeEventData = (data: unknown): string => {
  const encoded = JSON.stringify(data ?? null);
  const bytes = Buffer.byteLength(encoded, "utf8");
  if (bytes > MAX_EVENT_DATA_BYTES) {
    throw new RealtimePayloadTooLargeError(`Event data is ${bytes} bytes; the limit is ${MAX_EVENT_DATA_BYTES} bytes`);
  }
  return encoded;
};

type OutgoingMessage = {
  event: string;
  channel?: string;
  data: string | ErrorPayload | SubscriptionErrorPayload;
};

export const encodeMessage = (message: OutgoingMessage): string => JSON.stringify(message);

export const connectionEstablished = (socketId: string, activityTimeoutSeconds: number): string =>
  encodeMessage({
    event: "pusher:connection_established",
    data: JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeoutSeconds }),
  });

export const protocolError = (code: number | null, message: string): string =>
  encodeMessage({ event: "pusher:error", data: { code, message } });

export const subscriptionSucceeded = (channel: string): string =>
  encodeMessage({ event: "pusher_internal:subscription_succeeded", channel, data: "{}" });

export const subscriptionError = (channel: string, payload: SubscriptionErrorPayload): string =>
  encodeMessage({ event: "pusher:subscription_error", channel, data: payload });

export const ping = (): string => encodeMessage({ event: "pusher:ping", data: "{}" });

export const pong = (): string => encodeMessage({ event: "pusher:pong", data: "{}" });

export const channelEvent = (channel: string, event: string, encodedData: string): string =>
  encodeMessage({ event, channel, data: encodedData });

/** Close codes from the protocol; 4000-4099 tell pusher-js not to reconnect. */
export const CloseCode = {
  goingAway: 1001,
  appDoesNotExist: 4001,
  unsupportedProtocol: 4007,
  overCapacity: 4100,
} as const;

/** `pusher:error` codes sent without closing the connection. */
export const ErrorCode = {
  clientEventRejected: 4301,
} as const;
