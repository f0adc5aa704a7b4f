import { Schema } from "effect";

/** What the browser needs to know of the server's configuration, served as /config.js. */
export const ClientConfig = Schema.Struct({
  realtime: Schema.Struct({
    key: Schema.String,
    /** null: the app's own host serves the Pusher protocol. */
    host: Schema.NullOr(Schema.String),
    port: Schema.NullOr(Schema.Int),
    useTLS: Schema.NullOr(Schema.Boolean),
  }),
  sentryDsn: Schema.NullOr(Schema.String),
  chatWidgetUrl: Schema.NullOr(Schema.String),
});
export type ClientConfig = typeof ClientConfig.Type;
