// Channel names used by the modules. Pure: no I/O, safe to share with tests and the auth endpoint.
import type { Permissions } from "../../src/domain/permissions.ts";
import {
  type ChannelModule,
  canHearModule,
  isChannelModule,
  moduleChannelName,
} from "../../src/domain/realtime-channels.ts";

const MODULE_CHANNEL = /^private-network\.([1-9]\d*)\.([a-z]+)$/;
const USER_PREFIX = "private-user.";

const assertId = (id: number, what: string): void => {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`Invalid ${what} id: ${id}`);
};

const safeId = (digits: string): number | null => {
  const id = Number(digits);
  return Number.isSafeInteger(id) ? id : null;
};

/** Events of one module for the network's users allowed to see that module (src/domain/realtime-channels.ts). */
export const moduleChannel = (multiStoreId: number, module: ChannelModule): string => {
  assertId(multiStoreId, "multi-store");
  return moduleChannelName(multiStoreId, module);
};

/** Events for one user (all of their tabs and devices). */
export const userChannel = (userId: number): string => {
  assertId(userId, "user");
  return `${USER_PREFIX}${userId}`;
};

/** The network and module of a `moduleChannel` name, or null for any other channel. */
export function channelModule(channel: string): { multiStoreId: number; module: ChannelModule } | null {
  const match = MODULE_CHANNEL.exec(channel);
  if (!match) return null;
  const multiStoreId = safeId(match[1] ?? "");
  const module = match[2] ?? "";
  return multiStoreId !== null && isChannelModule(module) ? { multiStoreId, module } : null;
}

/** The user id of a `userChannel` name, or null for any other channel. */
export function channelUser(channel: string): number | null {
  if (!channel.startsWith(USER_PREFIX)) return null;
  const digits = channel.slice(USER_PREFIX.length);
  return /^[1-9]\d*$/.test(digits) ? safeId(digits) : null;
}

export type ChannelViewer = { multiStoreId: number; userId: number; permissions: Permissions };

/**
 * Whether a signed-in user may subscribe to a private channel: a module channel of their own network whose module
 * they may see, or their own user channel.
 */
export function canSubscribe(channel: string, viewer: ChannelViewer): boolean {
  if (channelUser(channel) === viewer.userId) return true;
  const target = channelModule(channel);
  return (
    target !== null && target.multiStoreId === viewer.multiStoreId && canHearModule(viewer.permissions, target.module)
  );
}
