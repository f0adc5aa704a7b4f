import { realtimeEndpoints } from "../../src/schemas/endpoints/realtime.ts";
import { HttpError, message } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { canSubscribe } from "./channel-names.ts";

/**
 * pusher-js asks here before joining a private channel: only the user's own user channel, and the module channels
 * of their network whose module they may see, are signed.
 */
const channelAuth = defineRoute({
  endpoint: realtimeEndpoints.channelAuth,
  access: "signed-in",
  tag: "realtime",
  summary:
    "Signs a private channel subscription: private-user.<own id>, or private-network.<own network>.<module> " +
    "with the module's permission (pdv: POS 1, POS 10 or RPT 7; production: any SLK)",
  acceptsForm: true,
  handler: async ({ services, session, body }) => {
    const viewer = { multiStoreId: session.multiStoreId, userId: session.userId, permissions: session.permissions };
    if (!canSubscribe(body.channel_name, viewer)) {
      throw new HttpError(403, [message("server:realtime.channel-forbidden")]);
    }
    return services.realtime.authorizeChannel(body.socket_id, body.channel_name);
  },
});

export const broadcastingRoutes = [channelAuth];
