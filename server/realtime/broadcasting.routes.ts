import { ChannelAuthRequest, ChannelAuthResponse } from "../../src/schemas/realtime.ts";
import { HttpError, message } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { canSubscribe } from "./channel-names.ts";

/** pusher-js asks here before joining a private channel: only the user's own network and user channels are signed. */
const channelAuth = defineRoute({
  method: "post",
  path: "/api/v1/broadcasting/auth",
  access: "signed-in",
  tag: "realtime",
  summary: "Signs a private channel subscription for the session's network",
  body: ChannelAuthRequest,
  acceptsForm: true,
  response: ChannelAuthResponse,
  handler: async ({ services, session, body }) => {
    if (!canSubscribe(body.channel_name, { multiStoreId: session.multiStoreId, userId: session.userId })) {
      throw new HttpError(403, [message("server:realtime.channel-forbidden")]);
    }
    return services.realtime.authorizeChannel(body.socket_id, body.channel_name);
  },
});

export const broadcastingRoutes = [channelAuth];
