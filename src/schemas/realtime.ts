import { Schema } from "effect";
import { requiredText } from "./fields.ts";

/** What pusher-js posts to authorise a private channel. */
export const ChannelAuthRequest = Schema.Struct({
  socket_id: requiredText(64).check(Schema.isPattern(/^\d+\.\d+$/, { message: "invalid" })),
  channel_name: requiredText(164),
});
export type ChannelAuthRequest = typeof ChannelAuthRequest.Type;

export const ChannelAuthResponse = Schema.Struct({ auth: Schema.String });
