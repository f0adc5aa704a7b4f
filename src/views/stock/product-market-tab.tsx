import { Schema } from "effect";
import { useTranslation } from "react-i18next";
import type { CreatedOption } from "../../machines/option-create.machine.ts";
import type { MarketOption } from "../../schemas/stock-products.ts";
import { CreatableDropdownField } from "../components/form/creatable-dropdown-field.tsx";
import { DropdownField } from "../components/form/dropdown-field.tsx";
import type { ProductTabProps } from "./product-tab-props.ts";

const Created = Schema.Struct({ id: Schema.Int, name: Schema.String }) as unknown as Schema.Codec<
  CreatedOption,
  unknown
>;

const named = (rows: ReadonlyArray<MarketOption>) => rows.map((row) => ({ value: row.id, label: row.name }));

type Props = ProductTabProps & {
  /** A new option was created here: the configuration loads again. */
  readonly onCreated: () => void;
};

/**
 * estrutura-mercadologica: department, type, sector, group (of the department) and subgroup (of the group), each
 * creatable in place ('Deseja mesmo criar o item {name}'); manufacturer and supplier from the suppliers module.
 */
export function ProductMarketTab({ values, edit, message, configuration, onCreated }: Props) {
  const { t } = useTranslation("products");
  const set = (change: Partial<typeof values>) => edit({ type: "change", change });
  const groups = (configuration?.groups ?? []).filter((g) => g.parent_id === values.department_id);
  const subgroups = (configuration?.subgroups ?? []).filter((s) => s.parent_id === values.group_id);
  const levels = [
    { level: "department", field: "department_id", options: configuration?.departments ?? [], parent: null },
    { level: "type", field: "type_id", options: configuration?.types ?? [], parent: null },
    { level: "sector", field: "sector_id", options: configuration?.sectors ?? [], parent: null },
    { level: "group", field: "group_id", options: groups, parent: values.department_id },
    { level: "subgroup", field: "subgroup_id", options: subgroups, parent: values.group_id },
  ] as const;
  return (
    <div className="record-form-grid">
      {levels.map(({ level, field, options, parent }) => {
        const needsParent = level === "group" || level === "subgroup";
        return (
          <CreatableDropdownField
            key={field}
            id={`product-${level}`}
            label={t(`form.${level}`)}
            value={values[field]}
            options={named(options)}
            onChange={(value) => set({ [field]: value === null ? null : Number(value) })}
            create={{
              path: `/api/v1/market_structure/${level}`,
              schema: Created,
              ...(needsParent ? { with: { parent_id: parent } } : {}),
            }}
            onCreated={onCreated}
            disabled={needsParent && parent === null}
            error={message(field)}
          />
        );
      })}
      <DropdownField
        id="product-manufacturer"
        label={t("form.manufacturer")}
        value={values.manufacturer_id}
        options={(configuration?.producers ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onChange={(manufacturer_id) => set({ manufacturer_id })}
        filter
        showClear
        error={message("manufacturer_id")}
      />
      <DropdownField
        id="product-supplier"
        label={t("form.supplier")}
        value={values.supplier_id}
        options={(configuration?.suppliers ?? []).map((p) => ({ value: p.id, label: p.name }))}
        onChange={(supplier_id) => set({ supplier_id })}
        filter
        showClear
        error={message("supplier_id")}
      />
    </div>
  );
}
