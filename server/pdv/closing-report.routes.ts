import { cashEndpoints } from "../../src/schemas/endpoints/pdv-cash.ts";
import { HttpError, message } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { pdfOwner } from "../pdf/fair-queue.ts";
import { pdfResponse } from "../pdf/pdf-response.ts";
import { cashMovements } from "./schema.ts";
import { registerDetail } from "./cash-lists.routes.ts";
import { visibleRegister } from "./cash-movements.routes.ts";
import { CASH_MOVEMENT_REPORT, POS_REGISTER_USE } from "./registers.ts";

// The printed closing report (issue 11): 80 mm roll or A4, rendered in the PDF pool, for a closed register only.

const closingReport = defineRoute({
  endpoint: cashEndpoints.closingReport,
  access: [POS_REGISTER_USE, CASH_MOVEMENT_REPORT],
  tag: "pdv",
  summary: "The closing report of a closed register as a PDF shown inline (format 80mm, the default, or a4)",
  params: { id: cashMovements },
  handler: async ({ services, session, params, query, locale }) => {
    const register = await visibleRegister(services.db, session, params.id);
    if (!register.closedAt) throw new HttpError(409, [message("pdv:cash.not-closed")]);
    const detail = await registerDetail(services.db, register);
    const format = query.format ?? "80mm";
    const { bytes } = await services.pdf.render(
      { kind: "closing-report", locale, detail, format, printedAt: services.now().toISOString() },
      pdfOwner(session),
    );
    return pdfResponse(bytes, `fechamento-caixa-${register.id}-${format}.pdf`, "inline");
  },
});

export const closingReportRoutes = [closingReport];
