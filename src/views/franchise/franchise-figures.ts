import type { TFunction } from "i18next";
import type { UnitFigures } from "../../schemas/franchise.ts";
import { activityTime, moneyOfText } from "../../services/format.ts";

// The key figures of a unit as the franchisor reads them: sales this month, the register now, the last sync.

export const salesText = (figures: UnitFigures): string => moneyOfText(figures.salesMonth);

export const registerText = (t: TFunction, figures: UnitFigures): string =>
  figures.openRegister
    ? t("franchise:units.register-open", {
        time: activityTime(new Date(figures.openRegister.openedAt)),
        name: figures.openRegister.userName,
      })
    : t("franchise:units.register-closed");

export const lastSyncText = (t: TFunction, figures: UnitFigures): string =>
  figures.lastSync ? activityTime(new Date(figures.lastSync)) : t("franchise:units.never");
