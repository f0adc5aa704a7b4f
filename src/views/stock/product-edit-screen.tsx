import { useTranslation } from "react-i18next";
import { useLocation, useParams } from "react-router";
import { type ProductTab, productFormMachine, productFormSpec } from "../../machines/product-form.machine.ts";
import type { ProductInput } from "../../schemas/stock-products.ts";
import {
  createProduct,
  getProduct,
  getProductConfiguration,
  updateProduct,
} from "../../services/api/stock-products.ts";
import { RecordFormPage } from "../components/record-form/record-form-page.tsx";
import type { RecordPage } from "../components/record-form/record-paths.ts";
import { saveFailureMessage } from "../shared/save-failure.ts";
import { useResource, useResourceData } from "../components/resource/use-resource.ts";
import { useLocalizedPath } from "../shared/use-locale.ts";
import { ProductFeaturesTab } from "./product-features-tab.tsx";
import { ProductGeneralTab } from "./product-general-tab.tsx";
import { ProductComboTab, ProductCompositionTab, ProductExtrasTab } from "./product-links-tabs.tsx";
import { ProductMarketTab } from "./product-market-tab.tsx";
import { newProductPageFrom, PRODUCTS_PATH, productPageFrom, productPath } from "./product-paths.ts";
import { ProductUnitsTab } from "./product-units-tab.tsx";
import "./products.css";

const calls = {
  load: getProduct,
  save: ({ id, body }: { id: number | null; body: ProductInput }) =>
    id === null ? createProduct(body) : updateProduct(id, body),
};

/**
 * /produtos/novo/:tab (spec 2.4: a new product on that tab) and /produtos/editar/:id?/:tab (one of the network's
 * products). One component for both routes, so that a product just created keeps its page (and its toast) when the
 * address moves from novo to editar.
 */
export function ProductEditScreen() {
  const params = useParams();
  const creating = /\/produtos\/novo(\/|$)/.test(useLocation().pathname);
  return <ProductPage page={creating ? newProductPageFrom(params.tab) : productPageFrom(params.id, params.tab)} />;
}

/**
 * The product page with the tabs geral, caracteristicas, adicionais, composicao, combo-personalizado,
 * estrutura-mercadologica and loja-a-loja; the configuration lists load once and again after an option is created.
 */
function ProductPage({ page }: { readonly page: RecordPage<ProductTab> | null }) {
  const { t } = useTranslation(["products", "common"]);
  const localized = useLocalizedPath();
  const configurationRef = useResource(getProductConfiguration);
  const { data: configuration } = useResourceData(configurationRef);
  return (
    <RecordFormPage
      spec={productFormSpec}
      machine={productFormMachine}
      calls={calls}
      page={page}
      pathOf={(id, tab) => localized(productPath(id, tab))}
      leaveTo={localized(PRODUCTS_PATH)}
      texts={{
        heading: (product) => product?.full_description ?? t("form.new-heading"),
        tab: (tab) => t(`form.tabs.${tab}`),
        tabsLabel: t("form.tabs-label"),
        issue: (code) => t(`issues.${code}`),
        saved: (created) => t(created ? "messages.created" : "messages.saved"),
        saveFailed: (error) => saveFailureMessage(t("messages.save-failed"), error),
        invalid: t("messages.fix-fields"),
      }}
    >
      {(tab, fields) => {
        const props = { ...fields, configuration, productId: page?.id ?? null };
        switch (tab) {
          case "caracteristicas":
            return <ProductFeaturesTab {...props} />;
          case "adicionais":
            return <ProductExtrasTab {...props} />;
          case "composicao":
            return <ProductCompositionTab {...props} />;
          case "combo-personalizado":
            return <ProductComboTab {...props} />;
          case "estrutura-mercadologica":
            return <ProductMarketTab {...props} onCreated={() => configurationRef.send({ type: "reload" })} />;
          case "loja-a-loja":
            return <ProductUnitsTab {...props} />;
          default:
            return <ProductGeneralTab {...props} />;
        }
      }}
    </RecordFormPage>
  );
}
