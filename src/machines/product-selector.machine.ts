import { type ActorRefFrom, assign, fromPromise, setup } from "xstate";
import type { SelectorProduct } from "../schemas/stock-bulk.ts";

// The products selector (spec 2.10: search by product name, toggle or card selection; spec 3 "Product selector
// state": available, all and selected products). Shared by the stock wizard, the bulk product edit and the POS tabs
// editor: each gives its own "load products" (the page of products for a search, page and filters).

/** Typing waits this long before the search is sent. */
export const SELECTOR_DEBOUNCE_MS = 300;

/** Which list shows: the page's products not yet chosen, the whole page, or what is chosen. */
export type SelectorList = "available" | "all" | "selected";
/** Rows with a checkbox, or cards selected by a click. */
export type SelectorLayout = "list" | "cards";

/** Extra filters of the caller (the wizard's stock, the bulk edit's department, group, active, unit). */
export type SelectorFilters = Readonly<Record<string, string>>;

export type SelectorQuery = {
  readonly search: string;
  readonly page: number;
  readonly filters: SelectorFilters;
};

export type SelectorPage = {
  readonly items: ReadonlyArray<SelectorProduct>;
  readonly total: number;
  readonly perPage: number;
};

export type ProductSelectorContext = SelectorQuery & {
  /** The page of products loaded: "all". */
  readonly items: ReadonlyArray<SelectorProduct>;
  readonly total: number;
  readonly perPage: number;
  /** The chosen products, in the order chosen, kept across searches and pages. */
  readonly selected: ReadonlyArray<SelectorProduct>;
  readonly list: SelectorList;
  readonly layout: SelectorLayout;
};

export type ProductSelectorInput = { readonly filters?: SelectorFilters; readonly layout?: SelectorLayout };

export type ProductSelectorEvent =
  | { type: "search.changed"; text: string }
  | { type: "page.changed"; page: number }
  | { type: "filters.changed"; filters: SelectorFilters }
  | { type: "retry" }
  | { type: "toggle"; product: SelectorProduct }
  | { type: "select.page" }
  | { type: "clear" }
  | { type: "selection.set"; products: ReadonlyArray<SelectorProduct> }
  | { type: "list.shown"; list: SelectorList }
  | { type: "layout.changed"; layout: SelectorLayout };

export type ProductSelectorTag = "loading" | "failed";

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`The "${name}" actor was not provided`);
};

/** The page's products not chosen yet (spec 3: available). */
export const availableOf = (context: Pick<ProductSelectorContext, "items" | "selected">) =>
  context.items.filter((item) => !context.selected.some((chosen) => chosen.id === item.id));

/** What the list being shown holds. */
export const shownOf = (context: ProductSelectorContext): ReadonlyArray<SelectorProduct> =>
  context.list === "available" ? availableOf(context) : context.list === "all" ? context.items : context.selected;

export const isSelected = (context: Pick<ProductSelectorContext, "selected">, id: number) =>
  context.selected.some((chosen) => chosen.id === id);

/** The number of pages of the search (at least 1). */
export const pagesOf = (context: Pick<ProductSelectorContext, "total" | "perPage">) =>
  Math.max(1, Math.ceil(context.total / Math.max(1, context.perPage)));

const queryOf = (context: ProductSelectorContext): SelectorQuery => ({
  search: context.search.trim(),
  page: context.page,
  filters: context.filters,
});

export const productSelectorMachine = setup({
  types: {} as {
    context: ProductSelectorContext;
    events: ProductSelectorEvent;
    input: ProductSelectorInput;
    tags: ProductSelectorTag;
  },
  actors: {
    "load products": fromPromise<SelectorPage, SelectorQuery>(notProvided("load products")),
  },
  delays: { "search debounce": SELECTOR_DEBOUNCE_MS },
  guards: {
    "page is another": ({ context, event }) =>
      event.type === "page.changed" && event.page >= 1 && event.page !== context.page && event.page <= pagesOf(context),
  },
  actions: {
    "remember search": assign({
      search: ({ event }) => (event.type === "search.changed" ? event.text : ""),
      page: 1,
    }),
    "remember page": assign({
      page: ({ context, event }) => (event.type === "page.changed" ? event.page : context.page),
    }),
    "remember filters": assign({
      filters: ({ context, event }) => (event.type === "filters.changed" ? event.filters : context.filters),
      page: 1,
    }),
    toggle: assign({
      selected: ({ context, event }) => {
        if (event.type !== "toggle") return context.selected;
        return isSelected(context, event.product.id)
          ? context.selected.filter((chosen) => chosen.id !== event.product.id)
          : [...context.selected, event.product];
      },
    }),
    "select page": assign({ selected: ({ context }) => [...context.selected, ...availableOf(context)] }),
    clear: assign({ selected: [] }),
    "set selection": assign({
      selected: ({ context, event }) => (event.type === "selection.set" ? [...event.products] : context.selected),
    }),
    "show list": assign({ list: ({ context, event }) => (event.type === "list.shown" ? event.list : context.list) }),
    "change layout": assign({
      layout: ({ context, event }) => (event.type === "layout.changed" ? event.layout : context.layout),
    }),
  },
}).createMachine({
  id: "product selector",
  context: ({ input }) => ({
    search: "",
    page: 1,
    filters: input.filters ?? {},
    items: [],
    total: 0,
    perPage: 20,
    selected: [],
    list: "available",
    layout: input.layout ?? "list",
  }),
  initial: "browsing",
  states: {
    browsing: {
      description: "Searching, paging and choosing: the chosen products are kept whatever loads.",
      on: {
        toggle: { actions: "toggle" },
        "select.page": { actions: "select page" },
        clear: { actions: "clear" },
        "selection.set": { actions: "set selection" },
        "list.shown": { actions: "show list" },
        "layout.changed": { actions: "change layout" },
        "search.changed": { target: ".waiting", reenter: true, actions: "remember search" },
        "filters.changed": { target: ".loading", reenter: true, actions: "remember filters" },
      },
      initial: "loading",
      states: {
        waiting: {
          description: "The search is being typed: it is sent once typing pauses.",
          tags: "loading",
          after: { "search debounce": "loading" },
        },
        loading: {
          tags: "loading",
          invoke: {
            id: "load products",
            src: "load products",
            input: ({ context }) => queryOf(context),
            onDone: {
              target: "ready",
              actions: assign({
                items: ({ event }) => event.output.items,
                total: ({ event }) => event.output.total,
                perPage: ({ event }) => event.output.perPage,
              }),
            },
            onError: "failed",
          },
        },
        ready: {
          on: { "page.changed": { guard: "page is another", target: "loading", actions: "remember page" } },
        },
        failed: {
          description: "The products could not be loaded; the chosen ones are kept.",
          tags: "failed",
          on: { retry: "loading" },
        },
      },
    },
  },
});

export type ProductSelectorRef = ActorRefFrom<typeof productSelectorMachine>;
