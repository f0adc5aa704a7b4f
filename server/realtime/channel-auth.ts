import { createHmac, timingSafeEqual } from "node:crypto";
import { channelKind, isValidChannelName, isValidSocketId } from "./protocol.ts";

export type AppCredentials = { key: string; secret: string };

export type ChannelAuthorization = { auth: string };

const signature = (secret: string, socketId: string, channel: string): string =>
  createHmac("sha256", secret).update(`${socketId}:${channel}`).digest("hex");

/**
 * Signs a private-channel subscription the way Pusher does:
 * `key:hex(hmac_sha256(secret, socketId + ":" + channel))`.
 * Only plain private channels: presence needs channel data and encrypted
 * channels a shared secret, and the embedded hub supports neither.
 */
export const signChannelAuthorization = (
  credentials: AppCredentials,
  socketId: string,
  channel: string,
): ChannelAuthorization => {
  if (!isValidSocketId(socketId)) throw new TypeError(`Invalid socket id: ${JSON.stringify(socketId)}`);
  if (!isValidChannelName(channel) || channelKind(channel) !== "private") {
    throw new TypeError(`Not an authorizable private channel: ${JSON.stringify(channel)}`);
  }
  return { auth: `${credentials.key}:${signature(credentials.secret, socketId, channel)}` };
};

export const verifyChannelAuthorization = (
  credentials: AppCredentials,
  socketId: string,
  channel: string,
  auth: unknown,
): boolean => {
  if (typeof auth !== "string") return false;
  const expected = Buffer.from(`${credentials.key}:${signature(credentials.secret, socketId, channel)}`);
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
};
