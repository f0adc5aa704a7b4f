import { BUSINESS_TIME_ZONE } from "../http/list.ts";

const DATE_TIME = new Intl.DateTimeFormat("pt-BR", {
  timeZone: BUSINESS_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * A moment as every PDF prints it: DD/MM/YYYY HH:mm in São Paulo, in both languages (spec 9); es-EC's own short
 * style would write "24/11/26, 9:52 p. m.".
 */
export const pdfDateTime = (moment: Date | string): string => DATE_TIME.format(new Date(moment)).replace(",", "");
