import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { formatCustomerDocument, ufCityCodeRange } from "../../src/domain/customers.ts";
import { CUSTOMER_EXPORT_REQUIREMENT } from "../../src/domain/permissions.ts";
import { formatPhone } from "../../src/domain/phone.ts";
import { CUSTOMER_EXPORT_COLUMNS, type CustomerExportColumn } from "../../src/schemas/customers.ts";
import { customersEndpoints } from "../../src/schemas/endpoints/customers.ts";
import { stagesOfCustomers } from "../crm/public.ts";
import { crmStages } from "../crm/schema.ts";
import { message, ValidationError } from "../http/errors.ts";
import { businessDate, withinDates } from "../http/list.ts";
import { defineRoute } from "../http/route.ts";
import { tenantScope } from "../http/tenant.ts";
import { customersCsv, customersXlsx, type ExportRow } from "./customer-export.ts";
import { groupsOf } from "./customer-store.ts";
import { municipalityOf } from "./municipalities.ts";
import { customerGroupMembers, customerGroups, customers } from "./schema.ts";

// /exportar-clientes (RPT 13): the network's customers the filters keep (group, UF or city, type, active, CRM
// stage, sign-up period), with the columns chosen, as a CSV or XLSX file.

const columnsOf = (text: string | undefined): ReadonlyArray<CustomerExportColumn> => {
  if (text === undefined) return CUSTOMER_EXPORT_COLUMNS;
  const asked = text.split(",");
  const unknown = asked.filter((c) => !(CUSTOMER_EXPORT_COLUMNS as ReadonlyArray<string>).includes(c));
  if (unknown.length > 0) throw new ValidationError({ columns: [message("validation:invalid")] });
  return CUSTOMER_EXPORT_COLUMNS.filter((column) => asked.includes(column));
};

const exportCustomers = defineRoute({
  endpoint: customersEndpoints.export,
  access: CUSTOMER_EXPORT_REQUIREMENT,
  tag: "customers",
  summary:
    "The customers the filters keep (group, UF, city, type, active, CRM stage, sign-up period) with the columns chosen, as CSV or XLSX",
  queryIds: { group_id: customerGroups, stage_id: crmStages },
  handler: async ({ services: { db, now }, session, query, t }) => {
    const columns = columnsOf(query.columns);
    const range = query.uf === undefined ? null : ufCityCodeRange(query.uf);
    if (query.uf !== undefined && range === null) throw new ValidationError({ uf: [message("validation:uf")] });
    const conditions: (SQL | undefined)[] = [
      query.group_id === undefined
        ? undefined
        : inArray(
            customers.id,
            db
              .select({ id: customerGroupMembers.customerId })
              .from(customerGroupMembers)
              .where(eq(customerGroupMembers.groupId, query.group_id)),
          ),
      range === null ? undefined : sql`${customers.cityId} between ${range[0]} and ${range[1]}`,
      query.city_id === undefined ? undefined : eq(customers.cityId, Number(query.city_id)),
      query.customer_type === undefined ? undefined : eq(customers.customerType, query.customer_type),
      query.active === undefined ? undefined : eq(customers.active, query.active === "true"),
      withinDates(customers.createdAt, query),
    ];
    const rows = await db
      .select()
      .from(customers)
      .where(tenantScope(customers, session, and(...conditions)))
      .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id));
    const ids = rows.map((row) => row.id);
    const [groups, stages] = await Promise.all([groupsOf(db, session, ids), stagesOfCustomers(db, session, ids)]);
    const kept =
      query.stage_id === undefined ? rows : rows.filter((row) => stages.get(row.id)?.stageId === query.stage_id);
    const lines: ExportRow[] = kept.map((row) => {
      const city = row.cityId === null ? undefined : municipalityOf(row.cityId);
      const type = row.customerType === "J" ? "J" : "F";
      return {
        name: row.name,
        nickname: row.nickname,
        customerType: t(`customers:form.types.${type}`),
        docId1: formatCustomerDocument(type, row.docId1),
        phone1: formatPhone(row.phone1),
        email: row.email,
        city: city?.name ?? "",
        uf: city?.uf ?? "",
        groups: (groups.get(row.id) ?? []).map((g) => g.name).join(", "),
        stage: stages.get(row.id)?.stageName ?? "",
        active: row.active,
        createdAt: businessDate(row.createdAt).split("-").reverse().join("/"),
      };
    });
    const headers = columns.map((column) => t(`customers:export.columns.${column}`));
    const yesNo = [t("common:actions.yes"), t("common:actions.no")] as const;
    const name = `${t("customers:export.file-name")}-${businessDate(now())}`;
    const bytes =
      query.format === "csv"
        ? customersCsv(columns, headers, lines, yesNo)
        : await customersXlsx(columns, headers, lines, yesNo, t("customers:export.sheet"));
    return new Response(bytes, {
      status: 200,
      headers: {
        "content-type":
          query.format === "csv"
            ? "text/csv; charset=utf-8"
            : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "content-length": String(bytes.length),
        "content-disposition": `attachment; filename="${name}.${query.format}"`,
        "cache-control": "private, no-store",
      },
    });
  },
});

export const customerExportRoutes = [exportCustomers];
