import {
  CRM_FUNNEL_REQUIREMENT,
  can,
  hasModule,
  type Permissions,
  POS_PLACEHOLDER,
  POS_REGISTER,
  type Requirement,
} from "./permissions.ts";

// Realtime events go out per module, on a private channel of the network for each: a channel carries only what
// every user allowed to join it may see. Shared by the server (broadcasts, the subscription check) and the
// browser (which channel a screen listens on).

export const CHANNEL_MODULES = ["pdv", "production", "crm"] as const;
export type ChannelModule = (typeof CHANNEL_MODULES)[number];

/** Sales (`sale.created`, with totals): the point of sale (POS 1 or 10) and the sales history report (RPT 7). */
const PDV_LISTENERS: ReadonlyArray<Requirement> = [
  { slug: "POS", code: POS_REGISTER },
  { slug: "POS", code: POS_PLACEHOLDER },
  { slug: "RPT", code: 7 },
];

/** Whether a user with `permissions` may hear the events of `module`. */
export function canHearModule(permissions: Permissions, module: ChannelModule): boolean {
  switch (module) {
    case "pdv":
      return PDV_LISTENERS.some((requirement) => can(permissions, requirement));
    case "production":
      // Production events name orders and stages, which anyone in production (any SLK code) sees in lists.
      return hasModule(permissions, "SLK");
    case "crm":
      // Funnel moves and interactions name customers and stages, which anyone with CRM 1 sees on the funnel.
      return can(permissions, CRM_FUNNEL_REQUIREMENT);
  }
}

export const isChannelModule = (value: string): value is ChannelModule =>
  (CHANNEL_MODULES as ReadonlyArray<string>).includes(value);

/** `private-network.<multiStoreId>.<module>`: the events of one module of one network. */
export const moduleChannelName = (multiStoreId: number, module: ChannelModule): string =>
  `private-network.${multiStoreId}.${module}`;

/**
 * On the `crm` channel after an interaction or what it holds (contacts, offers, files, factor data) changed:
 * `{ action: "created" | "updated" | "deleted", interaction_id, customer_id, stage_id, user_id }`.
 */
export const CRM_INTERACTION_CHANGED_EVENT = "interaction.changed";
