import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCustomerDocument } from "../../domain/customers.ts";
import { formatPhone } from "../../domain/phone.ts";
import { similarCustomers } from "../../services/api/customers.ts";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { customerPath } from "./customer-paths.ts";
import { useDebouncedValue } from "./use-debounced-value.ts";

/** How long typing pauses before the look-up. */
const TYPING_PAUSE_MS = 400;

const nothing = async () => ({ data: [] });

/**
 * 'Clientes parecidos já cadastrados': while a name, phone or document is typed, the network's customers that look
 * like it (spec 7 similar_customers), each with a link to open it, so a duplicate is not created.
 */
export function SimilarCustomersHint({
  value,
  customerId,
}: {
  readonly value: string;
  readonly customerId: number | null;
}) {
  const { t } = useTranslation("customers");
  const localized = useLocalizedPath();
  const typed = useDebouncedValue(value.trim(), TYPING_PAUSE_MS);
  const { data } = useResourceData(
    useResource(
      (signal) => (typed.length < 3 ? nothing() : similarCustomers(typed, customerId, signal)),
      `${customerId ?? ""}|${typed}`,
    ),
  );
  const found = data?.data ?? [];
  if (found.length === 0) return null;
  return (
    <section className="similar-customers record-form-grid__wide" aria-label={t("similar.title")}>
      <h3>{t("similar.title")}</h3>
      <ul>
        {found.map((customer) => (
          <li key={customer.id}>
            <Link
              to={localized(customerPath(customer.id))}
              aria-label={t("similar.open", { name: customer.name })}
              className="customer-link"
            >
              {customer.name}
            </Link>
            <span className="customer-nowrap">
              {[
                formatCustomerDocument(customer.customerType, customer.docId1),
                formatPhone(customer.phone1),
                customer.email,
              ]
                .filter((text) => text !== "")
                .join(" · ")}
            </span>
            {customer.active ? null : <span className="similar-customers__inactive">{t("similar.inactive")}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
