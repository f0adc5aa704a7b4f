import { ProductsImportPanel } from "./products-import-panel.tsx";
import { ProductsExportButton } from "./products-import-export-button.tsx";

/** /produtos/importar (STO 3): import a sheet of products on a page of its own, or export them. */
export function ProductsImportScreen() {
  return (
    <div className="products-import-page">
      <div className="stock-report__bar">
        <ProductsExportButton />
      </div>
      <ProductsImportPanel />
    </div>
  );
}
