import { Button } from "primereact/button";
import { Message } from "primereact/message";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeApiError } from "../../schemas/api-failure.ts";
import type { ProductImportCheck, ProductImportResult, ProductImportUpload } from "../../schemas/stock-import.ts";
import { checkProductSheet, importProductSheet } from "../../services/api/stock-reports.ts";
import "./stock-reports.css";

// Importing products from a sheet: choose the file, see every row checked (errors per row, nothing written), then
// confirm to write the valid rows. Used by the dialog on /produtos and by the /produtos/importar page.

type Step =
  | { readonly kind: "choosing" }
  | { readonly kind: "checking"; readonly upload: ProductImportUpload }
  | { readonly kind: "checked"; readonly upload: ProductImportUpload; readonly check: ProductImportCheck }
  | { readonly kind: "importing"; readonly upload: ProductImportUpload; readonly check: ProductImportCheck }
  | { readonly kind: "imported"; readonly result: ProductImportResult };

const readFile = (file: File): Promise<ProductImportUpload> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ file_name: file.name, content_base64: String(reader.result) });
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export function ProductsImportPanel({ onDone }: { readonly onDone?: (result: ProductImportResult) => void }) {
  const { t } = useTranslation(["products-import", "common"]);
  const inputId = useId();
  const [step, setStep] = useState<Step>({ kind: "choosing" });
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fail = (failure: unknown) =>
    setError(describeApiError(failure, { fallback: t("failed"), connection: t("common:errors.connection") }));

  const check = async () => {
    if (!file) return;
    setError(null);
    try {
      const upload = await readFile(file);
      setStep({ kind: "checking", upload });
      setStep({ kind: "checked", upload, check: await checkProductSheet(upload) });
    } catch (failure) {
      setStep({ kind: "choosing" });
      fail(failure);
    }
  };

  const confirm = async () => {
    if (step.kind !== "checked") return;
    setError(null);
    setStep({ ...step, kind: "importing" });
    try {
      const result = await importProductSheet(step.upload);
      setStep({ kind: "imported", result });
      onDone?.(result);
    } catch (failure) {
      setStep({ ...step, kind: "checked" });
      fail(failure);
    }
  };

  const checked = step.kind === "checked" || step.kind === "importing" ? step.check : null;
  return (
    <div className="products-import">
      <p>{t("intro")}</p>
      <div className="products-import__actions">
        <label htmlFor={inputId}>{t("file")}</label>
        <input
          id={inputId}
          type="file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setStep({ kind: "choosing" });
            setError(null);
          }}
        />
        <Button
          type="button"
          icon="pi pi-check-square"
          label={step.kind === "checking" ? t("checking") : t("check")}
          disabled={!file || step.kind === "checking" || step.kind === "importing"}
          onClick={() => void check()}
        />
      </div>
      {error ? <Message severity="error" text={error} className="mt-3" /> : null}
      {step.kind === "imported" ? (
        <Message
          severity="success"
          className="mt-3"
          text={t("imported", { created: step.result.created, skipped: step.result.skipped })}
        />
      ) : null}
      {checked ? (
        <>
          <p role="status" className="mt-3">
            {t("summary", { valid: checked.valid, invalid: checked.invalid })}
          </p>
          <table className="products-import__table">
            <thead>
              <tr>
                <th>{t("columns.line")}</th>
                <th>{t("columns.sku")}</th>
                <th>{t("columns.description")}</th>
                <th>{t("columns.status")}</th>
                <th>{t("columns.problems")}</th>
              </tr>
            </thead>
            <tbody>
              {checked.rows.map((row) => (
                <tr key={row.line} className={row.valid ? undefined : "products-import__invalid"}>
                  <td>{row.line}</td>
                  <td>{row.sku}</td>
                  <td>{row.description}</td>
                  <td>{row.valid ? t("valid") : t("invalid")}</td>
                  <td>{row.problems.map((problem) => problem.message).join("; ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="products-import__actions">
            <Button
              type="button"
              icon="pi pi-upload"
              label={t("confirm", { count: checked.valid })}
              disabled={checked.valid === 0 || step.kind === "importing"}
              loading={step.kind === "importing"}
              onClick={() => void confirm()}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
