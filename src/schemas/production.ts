import { Schema } from "effect";
import { INVALID_DATE } from "../domain/dates.ts";
import { STAGES, type StageSlug } from "../domain/production.ts";
import { ListQueryFields, listOf } from "./common.ts";
import {
  IdFromString,
  ApiDate,
  ArrayUpTo,
  Id,
  MoneyAmount,
  MoneyString,
  MoneyTotalAmount,
  MoneyTotalString,
  optionalText,
  requiredCleanText,
  requiredText,
} from "./fields.ts";

// Print-shop production (issue 5): orders ("silkriar_attendances"), items, stamps, sizes, seamstresses,
// documents, activities and the realtime events. Field names follow spec 3 and 7.

/** Lists a request may send: item lines of an order, sizes of an item, seamstresses sharing an order's pieces. */
export const MAX_ORDER_ITEMS = 100;
export const MAX_ITEM_SIZES = 40;
export const MAX_ORDER_SEAMSTRESSES = 100;

const Pieces = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000 }, { message: "invalid" }));
const StageSlugs = STAGES.map((s) => s.slug) as [StageSlug, ...StageSlug[]];
const BooleanText = Schema.Literals(["true", "false"]);

export const StageSlugSchema = Schema.Literals(StageSlugs);

/** A status with its name in the request's language (spec 3: previous and next status). */
export const StatusRef = Schema.Struct({ status_id: Schema.Int, name: Schema.String });
export type StatusRef = typeof StatusRef.Type;

/** A user as activities and orders show them (spec 3: causer.full_name). */
export const UserRef = Schema.Struct({ id: Schema.Int, full_name: Schema.String });

/** YYYY-MM-DD; or null / "Invalid date" (what the legacy date picker sends for an empty date), both stored as null. */
export const DeliveryDateInput = Schema.Union([ApiDate, Schema.Null, Schema.Literal(INVALID_DATE)]);

// ---------------------------------------------------------------- reference lists

export const Stamp = Schema.Struct({ id: Schema.Int, description: Schema.String });
export type Stamp = typeof Stamp.Type;
export const StampList = listOf(Stamp);
export type StampList = typeof StampList.Type;
export const StampListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(["description", "id"])),
});
export type StampListQuery = typeof StampListQuery.Type;
export const StampInput = Schema.Struct({ description: requiredCleanText(160) });
export type StampInput = typeof StampInput.Type;

export const Size = Schema.Struct({ id: Schema.Int, name: Schema.String, kids: Schema.Boolean, position: Schema.Int });
export type Size = typeof Size.Type;
export const SizeList = listOf(Size);
export type SizeList = typeof SizeList.Type;

// ---------------------------------------------------------------- items

/** One line of the sizes-and-quantities grid (spec 3: orders_items_sizes with size.name and quantity). */
export const ItemSize = Schema.Struct({
  id: Schema.Int,
  size_id: Schema.Int,
  size: Schema.Struct({ id: Schema.Int, name: Schema.String }),
  quantity: Schema.Int,
});

const garmentOptions = {
  colorful_sleeve: Schema.Boolean,
  collar_v: Schema.Boolean,
  colorful_collar: Schema.Boolean,
  long_sleeve: Schema.Boolean,
  raglan_sleeve: Schema.Boolean,
  collar_vies: Schema.Boolean,
  cuff_sleeve: Schema.Boolean,
  sublimed_sleeve: Schema.Boolean,
  pocket: Schema.Boolean,
};
export const GARMENT_OPTIONS = Object.keys(garmentOptions) as ReadonlyArray<keyof typeof garmentOptions>;
export type GarmentOption = keyof typeof garmentOptions;

/** An order item, a garment (spec 3). subtotal = unit_price × quantity − discount, computed by the server. */
export const OrderItem = Schema.Struct({
  id: Schema.Int,
  publicId: Schema.String,
  description: Schema.String,
  stamp_id: Schema.NullOr(Schema.Int),
  stamp: Schema.NullOr(Stamp),
  quantity: Schema.Int,
  unit_price: MoneyString,
  discount: MoneyString,
  subtotal: MoneyString,
  cloth: Schema.String,
  cloth_color: Schema.String,
  ...garmentOptions,
  orders_items_sizes: Schema.Array(ItemSize),
});
export type OrderItem = typeof OrderItem.Type;

export const ItemSizeInput = Schema.Struct({ size_id: Id, quantity: Pieces });

const optionalGarmentOptions = Object.fromEntries(
  GARMENT_OPTIONS.map((name) => [name, Schema.optional(Schema.Boolean)]),
) as { [K in GarmentOption]: Schema.optional<typeof Schema.Boolean> };

const itemFields = {
  description: requiredCleanText(200),
  stamp_id: Schema.optional(Schema.NullOr(Id)),
  quantity: Pieces,
  /** Default "0.00"; 0 to 9999999.99, and unit_price × quantity at most 99999999.99. */
  unit_price: Schema.optional(MoneyAmount),
  /** Default "0.00"; at most unit_price × quantity. */
  discount: Schema.optional(MoneyTotalAmount),
  cloth: Schema.optional(optionalText(100)),
  cloth_color: Schema.optional(optionalText(60)),
  ...optionalGarmentOptions,
  /** When given and not empty, the quantities add up to the item's quantity. */
  orders_items_sizes: Schema.optional(ArrayUpTo(ItemSizeInput, MAX_ITEM_SIZES)),
};

/** POST .../items, and each item of a new order. */
export const OrderItemInput = Schema.Struct(itemFields);
export type OrderItemInput = typeof OrderItemInput.Type;

/** PATCH .../items/:itemId: only the fields sent change; orders_items_sizes, when sent, replaces the grid. */
export const OrderItemPatch = Schema.Struct({
  ...itemFields,
  description: Schema.optional(requiredCleanText(200)),
  quantity: Schema.optional(Pieces),
});
export type OrderItemPatch = typeof OrderItemPatch.Type;

// ---------------------------------------------------------------- orders

const customerFields = {
  /** Link to a customer record, when the customers module has one (no foreign key yet). */
  customer_id: Schema.optional(Schema.NullOr(Id)),
  customer_phone: Schema.optional(optionalText(20)),
  /** CPF or CNPJ, digits or formatted; empty is valid (spec 5.2). */
  customer_doc: Schema.optional(optionalText(20)),
  delivery_date: Schema.optional(DeliveryDateInput),
  notes: Schema.optional(optionalText(2000)),
  /** A unit of the user; default the first of the user's units. */
  company_id: Schema.optional(Id),
};

/** POST /api/v1/silkriar_attendances: a new order starts in Atendimento. */
export const AttendanceCreate = Schema.Struct({
  customer_name: requiredCleanText(160),
  ...customerFields,
  items: Schema.optional(ArrayUpTo(OrderItemInput, MAX_ORDER_ITEMS)),
});
export type AttendanceCreate = typeof AttendanceCreate.Type;

/**
 * PATCH /api/v1/silkriar_attendances/:id (spec 7), one of:
 * - an edit: any of customer_name, customer_*, delivery_date, notes, company_id (SLK 1);
 * - `{ status_id }`: send to the next stage;
 * - `{ status_id, canceled_reason }`: return to the previous stage.
 * A body with status_id may carry nothing but canceled_reason.
 */
export const AttendancePatch = Schema.Struct({
  status_id: Schema.optional(Schema.Int),
  canceled_reason: Schema.optional(Schema.NullOr(optionalText(1000))),
  customer_name: Schema.optional(requiredCleanText(160)),
  ...customerFields,
});
export type AttendancePatch = typeof AttendancePatch.Type;

/**
 * A move of an order to the next or previous stage (the conference's "move order" actor): the browser sends it as
 * PATCH /api/v1/silkriar_attendances/{orderId} with `status_id` (and `canceled_reason` when returning).
 */
export type MoveOrderRequest = {
  readonly orderId: number;
  readonly statusId: number;
  /** Only when returning. */
  readonly canceledReason?: string;
};

/** PUT /api/v1/silkriar_attendances/:id/status: sets any status directly (SLK 1 at level 2). */
export const AttendanceStatusSet = Schema.Struct({
  status_id: Schema.Int,
  canceled_reason: Schema.optional(Schema.NullOr(optionalText(1000))),
});
export type AttendanceStatusSet = typeof AttendanceStatusSet.Type;

export const AttendanceListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(
    Schema.Literals(["delivery_date", "number", "customer_name", "created_at", "updated_at", "status_id"]),
  ),
  /** A stage by route slug (atendimentos, artes, ...). */
  stage: Schema.optional(StageSlugSchema),
  /** A status by id (1..7 stages, 8 finished, 9 cancelled); absent with stage: every status. */
  status_id: Schema.optional(
    Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 9 }, { message: "invalid" })),
  ),
  /** "true": only late orders. */
  late: Schema.optional(BooleanText),
});
export type AttendanceListQuery = typeof AttendanceListQuery.Type;

const orderFields = {
  id: Schema.Int,
  /** Order number, sequential per network. */
  number: Schema.Int,
  company_id: Schema.Int,
  company_name: Schema.String,
  customer_id: Schema.NullOr(Schema.Int),
  customer_name: Schema.String,
  customer_phone: Schema.String,
  /** YYYY-MM-DD or null. */
  delivery_date: Schema.NullOr(Schema.String),
  /** delivery_date before today (America/Sao_Paulo) and not finished or cancelled. */
  late: Schema.Boolean,
  days_late: Schema.Int,
  status_id: Schema.Int,
  status_name: Schema.String,
  previous_status: Schema.NullOr(StatusRef),
  next_status: Schema.NullOr(StatusRef),
  /** The reason of the last return, kept until the order is sent on again. */
  canceled_reason: Schema.NullOr(Schema.String),
  /** Item lines. */
  items_count: Schema.Int,
  /** Pieces: the sum of the items' quantities. */
  pieces: Schema.Int,
  /** The items' subtotals summed: any number of digits. */
  total: MoneyTotalString,
  created_at: Schema.String,
  updated_at: Schema.String,
};

export const AttendanceListItem = Schema.Struct(orderFields);
export type AttendanceListItem = typeof AttendanceListItem.Type;
export const AttendanceList = listOf(AttendanceListItem);
export type AttendanceList = typeof AttendanceList.Type;

export const Activity = Schema.Struct({
  id: Schema.Int,
  kind: Schema.String,
  /** In the request's language. */
  description: Schema.String,
  causer: Schema.NullOr(UserRef),
  from_status_id: Schema.NullOr(Schema.Int),
  to_status_id: Schema.NullOr(Schema.Int),
  reason: Schema.NullOr(Schema.String),
  created_at: Schema.String,
});
export type Activity = typeof Activity.Type;

export const ProductionDocument = Schema.Struct({
  id: Schema.Int,
  file_name: Schema.String,
  content_type: Schema.String,
  size: Schema.Int,
  uploaded_by: Schema.NullOr(UserRef),
  created_at: Schema.String,
  /** GET it for the file (Content-Disposition attachment; `?disposition=inline` for images). */
  url: Schema.String,
});
export type ProductionDocument = typeof ProductionDocument.Type;

export const SeamstressAssignment = Schema.Struct({
  id: Schema.Int,
  seamstress_id: Schema.Int,
  name: Schema.String,
  phone: Schema.String,
  active: Schema.Boolean,
  quantity: Schema.Int,
});
export type SeamstressAssignment = typeof SeamstressAssignment.Type;

/** GET/PATCH answers: the order with everything its pages show (spec 2.7, 3). */
export const AttendanceDetail = Schema.Struct({
  ...orderFields,
  customer_doc: Schema.String,
  notes: Schema.String,
  finished_at: Schema.NullOr(Schema.String),
  created_by: Schema.NullOr(UserRef),
  items: Schema.Array(OrderItem),
  seamstresses: Schema.Array(SeamstressAssignment),
  documents: Schema.Array(ProductionDocument),
  /** Newest first. */
  activities: Schema.Array(Activity),
});
export type AttendanceDetail = typeof AttendanceDetail.Type;

export const ProductionOverview = Schema.Struct({
  /** The business day late is measured against (YYYY-MM-DD). */
  today: Schema.String,
  stages: Schema.Array(
    Schema.Struct({
      status_id: Schema.Int,
      slug: StageSlugSchema,
      name: Schema.String,
      count: Schema.Int,
      late: Schema.Int,
      pieces: Schema.Int,
    }),
  ),
  /** Late orders, the oldest delivery date first (at most 100). */
  late_orders: Schema.Array(
    Schema.Struct({
      id: Schema.Int,
      number: Schema.Int,
      customer_name: Schema.String,
      delivery_date: Schema.String,
      days_late: Schema.Int,
      status_id: Schema.Int,
      status_name: Schema.String,
      slug: StageSlugSchema,
    }),
  ),
  finished_last_30_days: Schema.Int,
});
export type ProductionOverview = typeof ProductionOverview.Type;

// ---------------------------------------------------------------- documents

/** Allowed uploads: images and PDFs, 10 MB at most (checked against the file's own bytes). */
export const DOCUMENT_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "application/pdf"] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** POST .../documents: the file as base64 in JSON (the API takes JSON only). */
export const DocumentUpload = Schema.Struct({
  file_name: requiredText(200),
  content_type: Schema.Literals(DOCUMENT_TYPES),
  content_base64: Schema.String.check(Schema.isNonEmpty({ message: "required" })),
});
export type DocumentUpload = typeof DocumentUpload.Type;

/** ?number=41: the order the user knows by its number (sequential per network), as in /atendimentos/41. */
export const OrderByNumberQuery = Schema.Struct({
  number: IdFromString,
});

export const DocumentDownloadQuery = Schema.Struct({
  disposition: Schema.optional(Schema.Literals(["attachment", "inline"])),
});

// ---------------------------------------------------------------- seamstresses

export const Seamstress = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  phone: Schema.String,
  active: Schema.Boolean,
  /** Pieces assigned to her on orders now in Confecção. */
  pieces_in_progress: Schema.Int,
  created_at: Schema.String,
});
export type Seamstress = typeof Seamstress.Type;
export const SeamstressList = listOf(Seamstress);
export type SeamstressList = typeof SeamstressList.Type;

export const SeamstressListQuery = Schema.Struct({
  ...ListQueryFields,
  sort_field: Schema.optional(Schema.Literals(["name", "created_at", "pieces_in_progress"])),
  active: Schema.optional(BooleanText),
});
export type SeamstressListQuery = typeof SeamstressListQuery.Type;

export const SeamstressInput = Schema.Struct({
  name: requiredCleanText(120),
  phone: Schema.optional(optionalText(20)),
  active: Schema.optional(Schema.Boolean),
});
export type SeamstressInput = typeof SeamstressInput.Type;

export const SeamstressPatch = Schema.Struct({
  name: Schema.optional(requiredCleanText(120)),
  phone: Schema.optional(optionalText(20)),
  active: Schema.optional(Schema.Boolean),
});
export type SeamstressPatch = typeof SeamstressPatch.Type;

/** PUT .../seamstresses: the whole distribution of an order in Confecção (replaces the previous one). */
export const AssignmentsInput = Schema.Struct({
  assignments: ArrayUpTo(Schema.Struct({ seamstress_id: Id, quantity: Pieces }), MAX_ORDER_SEAMSTRESSES),
});
export type AssignmentsInput = typeof AssignmentsInput.Type;

// ---------------------------------------------------------------- realtime

/** Channel `private-network.<multiStoreId>.production`, event `production.order-moved`: an order changed stage. */
export const ORDER_MOVED_EVENT = "production.order-moved";
export const OrderMovedEvent = Schema.Struct({
  id: Schema.Int,
  number: Schema.Int,
  company_id: Schema.Int,
  from: Schema.Int,
  to: Schema.Int,
});
export type OrderMovedEvent = typeof OrderMovedEvent.Type;

/** Same channel, `production.order-updated`: created, edited, items, documents or seamstresses changed. */
export const ORDER_UPDATED_EVENT = "production.order-updated";
export const OrderUpdatedEvent = Schema.Struct({
  id: Schema.Int,
  number: Schema.Int,
  company_id: Schema.Int,
  status_id: Schema.Int,
  change: Schema.Literals(["created", "edited", "items", "documents", "seamstresses"]),
});
export type OrderUpdatedEvent = typeof OrderUpdatedEvent.Type;
