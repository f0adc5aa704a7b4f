import { lastOpenedCashMovement } from "../../services/api/pdv-cash.ts";
import { enterPos, hasRegister, type PosEntryDeps, readPosState } from "../../services/pos-state.ts";
import { CONTINUE, type Guard } from "./guard.ts";
import { localizePath } from "../shared/locale-paths.ts";

// The POS guards (spec 4), loaded by guards.ts when a POS route runs them.

const livePos: PosEntryDeps = { lastOpened: () => lastOpenedCashMovement() };

/** The opening page: an open register (or a placeholder session) goes on to the sale screen (spec 4). */
export const cashClosed: Guard = async ({ locale, deps }) => {
  const user = await deps.user();
  if (!user) return CONTINUE;
  const state = await enterPos(user, deps.pos ?? livePos);
  return hasRegister(state) ? { kind: "redirect", to: localizePath("/pdv/caixa-aberto", locale) } : CONTINUE;
};

/** The sale screen: without a register in the POS state (after entering the POS area), the opening page. */
export const cashOpened: Guard = async ({ locale, deps }) => {
  const user = await deps.user();
  if (!user) return CONTINUE;
  const pos = deps.pos ?? livePos;
  if (hasRegister(readPosState(user.id, pos.storage))) return CONTINUE;
  const state = await enterPos(user, pos);
  return hasRegister(state) ? CONTINUE : { kind: "redirect", to: localizePath("/pdv/abertura-de-caixa", locale) };
};
