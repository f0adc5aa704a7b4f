import { createContext, type ReactNode, use } from "react";

/** A page of the side menu, in the current locale. */
export type MenuLink = {
  readonly kind: "link";
  readonly id: string;
  readonly labelKey: string;
  readonly icon: string;
  readonly href: string;
};

// The shell builds the menu from the route table (which lists every feature); a feature that offers the user's
// pages (home's shortcuts) reads them here instead of importing the shell.
const MenuLinksContext = createContext<ReadonlyArray<MenuLink>>([]);

export type MenuLinksProviderProps = { links: ReadonlyArray<MenuLink>; children: ReactNode };

/** Makes the signed-in user's menu links available to the page (the app layout provides them). */
export function MenuLinksProvider({ links, children }: MenuLinksProviderProps) {
  return <MenuLinksContext value={links}>{children}</MenuLinksContext>;
}

/** Every page the side menu offers the signed-in user, groups flattened, in menu order. */
export function useMenuLinks(): ReadonlyArray<MenuLink> {
  return use(MenuLinksContext);
}
