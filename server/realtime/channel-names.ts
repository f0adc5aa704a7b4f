// Channel names used by the modules. Pure: no I/O, safe to share with tests and the auth endpoint.

const NETWORK_PREFIX = "private-network.";
const USER_PREFIX = "private-user.";

const assertId = (id: number, what: string): void => {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`Invalid ${what} id: ${id}`);
};

const parseId = (channel: string, prefix: string): number | null => {
  if (!channel.startsWith(prefix)) return null;
  const digits = channel.slice(prefix.length);
  if (!/^[1-9]\d*$/.test(digits)) return null;
  const id = Number(digits);
  return Number.isSafeInteger(id) ? id : null;
};

/** Events for everyone signed in to one network (multi-store account). */
export const networkChannel = (multiStoreId: number): string => {
  assertId(multiStoreId, "multi-store");
  return `${NETWORK_PREFIX}${multiStoreId}`;
};

/** Events for one user (all of their tabs and devices). */
export const userChannel = (userId: number): string => {
  assertId(userId, "user");
  return `${USER_PREFIX}${userId}`;
};

/** The network id of a `networkChannel` name, or null for any other channel. */
export const channelTenant = (channel: string): number | null => parseId(channel, NETWORK_PREFIX);

/** The user id of a `userChannel` name, or null for any other channel. */
export const channelUser = (channel: string): number | null => parseId(channel, USER_PREFIX);

export type ChannelViewer = { multiStoreId: number; userId: number };

/** Whether a signed-in user may subscribe to a private channel: only their network's and their own. */
export const canSubscribe = (channel: string, viewer: ChannelViewer): boolean =>
  channelTenant(channel) === viewer.multiStoreId || channelUser(channel) === viewer.userId;
