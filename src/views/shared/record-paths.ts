// Paths of a tabbed edit page (spec 2.5: /<list>/editar/:id? with its tabs), without the /es prefix
// (localizePath adds it). Each tab has its own address, a new record's too: /clientes/editar/endereco,
// /clientes/editar/12/endereco. The default (first) tab is left out.

export type RecordPage<TTab extends string> = { readonly id: number | null; readonly tab: TTab };

const idFrom = (segment: string): number | null => {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= 2_147_483_647 ? id : null;
};

/** The edit page's paths: `pageFrom` reads :id?/:tab? (null: a page not found), `pathOf` writes them. */
export function recordPaths<TTab extends string>(editPath: string, tabs: ReadonlyArray<TTab>) {
  const [defaultTab] = tabs as [TTab];
  const isTab = (segment: string): segment is TTab => (tabs as ReadonlyArray<string>).includes(segment);
  return {
    /**
     * No segment is a new record on the default tab, a tab name alone a new record on that tab; anything else (an
     * unknown tab, a bad id) is null.
     */
    pageFrom(first: string | undefined, second: string | undefined): RecordPage<TTab> | null {
      if (first === undefined || first === "") return { id: null, tab: defaultTab };
      if (isTab(first)) return second === undefined ? { id: null, tab: first } : null;
      const id = idFrom(first);
      if (id === null) return null;
      if (second === undefined || second === "") return { id, tab: defaultTab };
      return isTab(second) ? { id, tab: second } : null;
    },
    pathOf(id: number | null, tab: TTab = defaultTab): string {
      const base = id === null ? editPath : `${editPath}/${id}`;
      return tab === defaultTab ? base : `${base}/${tab}`;
    },
  };
}
