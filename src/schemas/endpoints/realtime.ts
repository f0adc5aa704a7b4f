import { endpoint } from "../endpoint.ts";
import { ChannelAuthRequest, ChannelAuthResponse } from "../realtime.ts";

export const realtimeEndpoints = {
  channelAuth: endpoint({
    method: "post",
    path: "/api/v1/broadcasting/auth",
    body: ChannelAuthRequest,
    response: ChannelAuthResponse,
  }),
} as const;
