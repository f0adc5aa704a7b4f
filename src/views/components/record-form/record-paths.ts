// Paths of a tabbed edit page (`/<list>/editar/:id?/:tab?`, spec 2.5), without the /es prefix (localizePath adds
// it). Each tab has its own address, a new record's too: /clientes/editar/endereco, /clientes/editar/12/endereco.
// The default tab (the first) is left out.

export type RecordPage<TTab extends string> = { readonly id: number | null; readonly tab: TTab };

const idFrom = (segment: string): number | null => {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
};

/** The page's path helpers for an edit page at `base` with these tabs (the first is the default). */
export function recordPaths<TTab extends string>(base: string, tabs: readonly [TTab, ...TTab[]]) {
  const [first] = tabs;
  const isTab = (segment: string): segment is TTab => (tabs as ReadonlyArray<string>).includes(segment);
  return {
    /**
     * The record and tab of `:id?/:tab?`: no segment is a new record on the first tab, a tab name alone a new record
     * on that tab; anything else (an unknown tab, a bad id) is null, a page not found.
     */
    pageFrom(one: string | undefined, two: string | undefined): RecordPage<TTab> | null {
      if (one === undefined || one === "") return { id: null, tab: first };
      if (isTab(one)) return two === undefined ? { id: null, tab: one } : null;
      const id = idFrom(one);
      if (id === null) return null;
      if (two === undefined || two === "") return { id, tab: first };
      return isTab(two) ? { id, tab: two } : null;
    },
    /** `base`, `base/contatos`, `base/12`, `base/12/contatos`. */
    pathOf(id: number | null, tab: TTab = first): string {
      const path = id === null ? base : `${base}/${id}`;
      return tab === first ? path : `${path}/${tab}`;
    },
  };
}
