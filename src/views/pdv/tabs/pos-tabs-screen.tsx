import { useActorRef, useSelector } from "@xstate/react";
import { Button } from "primereact/button";
import { ConfirmDialog } from "primereact/confirmdialog";
import { InputText } from "primereact/inputtext";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { fromPromise } from "xstate";
import { type PosTabsRef, posTabsMachine, type TabDraft, type TabWrite } from "../../../machines/pos-tabs.machine.ts";
import type { PosTab, PosTabList, TabProduct } from "../../../schemas/pdv-tabs.ts";
import {
  createPosTab,
  loadPosTabs,
  removePosTab,
  searchTabProducts,
  updatePosTab,
} from "../../../services/api/pdv-tabs.ts";
import { useResource, useResourceData } from "../../components/resource/use-resource.ts";
import "./pos-tabs.css";

/**
 * /pdv-tabs (CNF 1): the quick-pick tabs of the sale screen (spec 2.10 tabs editor). Tabs on the left (create,
 * select); the chosen tab on the right (rename, its products in button order, add from a search, remove, delete).
 * Every change shows at once and is rolled back when the server refuses it (src/machines/pos-tabs.machine.ts).
 */
export function PosTabsScreen() {
  const { t } = useTranslation("pdv");
  const [machine] = useState(() =>
    posTabsMachine.provide({
      actors: {
        "load tabs": fromPromise<PosTabList>(({ signal }) => loadPosTabs(signal)),
        "create tab": fromPromise<PosTab, TabWrite>(({ input }) => createPosTab(input)),
        "update tab": fromPromise<PosTab, TabWrite>(({ input }) =>
          updatePosTab(input.id, { name: input.name, products_ids: [...input.products_ids] }),
        ),
        "delete tab": fromPromise<unknown, { id: number }>(({ input }) => removePosTab(input.id)),
      },
    }),
  );
  const tabs = useActorRef(machine);
  const state = useSelector(tabs, (s) => ({
    loading: s.hasTag("loading"),
    failed: s.hasTag("load-failed"),
    saving: s.hasTag("saving"),
  }));
  const list = useSelector(tabs, (s) => s.context.tabs);
  const selectedId = useSelector(tabs, (s) => s.context.selectedId);
  const notice = useSelector(tabs, (s) => s.context.notice);
  const selected = list.find((tab) => tab.id === selectedId) ?? null;
  const [newName, setNewName] = useState("");

  const create = (event: FormEvent) => {
    event.preventDefault();
    if (newName.trim() === "" || state.saving || state.loading || state.failed) return;
    tabs.send({ type: "tab.create", draft: { name: newName, products: [] } });
    setNewName("");
  };

  return (
    <div className="pos-tabs">
      {notice ? (
        <div className="pos-tabs__notice" role="alert">
          <span>{"text" in notice ? notice.text : t(notice.key)}</span>
          <Button
            type="button"
            icon="pi pi-times"
            className="p-button-text p-button-sm"
            aria-label={t("tabs.cancel")}
            onClick={() => tabs.send({ type: "notice.dismiss" })}
          />
        </div>
      ) : null}
      {state.failed ? (
        <Button
          type="button"
          icon="pi pi-refresh"
          label={t("tabs.retry")}
          onClick={() => tabs.send({ type: "retry" })}
        />
      ) : null}
      <div className="pos-tabs__columns">
        <aside className="pos-tabs__list" aria-label={t("tabs.title")}>
          <form className="pos-tabs__new" onSubmit={create}>
            <InputText
              value={newName}
              maxLength={40}
              placeholder={t("tabs.name")}
              aria-label={t("tabs.name")}
              // A name typed before the tabs arrive would be dropped: the field waits for the list.
              disabled={state.loading || state.failed}
              onChange={(event) => setNewName(event.target.value)}
            />
            <Button type="submit" icon="pi pi-plus" label={t("tabs.new")} disabled={state.saving || state.loading} />
          </form>
          {state.loading ? <p className="pos-tabs__muted">…</p> : null}
          {!state.loading && list.length === 0 ? <p className="pos-tabs__muted">{t("tabs.empty")}</p> : null}
          <ul>
            {list.map((tab) => (
              <li key={tab.id}>
                <button
                  type="button"
                  className={`pos-tabs__tab${tab.id === selectedId ? " pos-tabs__tab--selected" : ""}`}
                  aria-pressed={tab.id === selectedId}
                  onClick={() => tabs.send({ type: "select", id: tab.id })}
                >
                  <span>{tab.name}</span>
                  <small>{t("tabs.count", { count: tab.products.length })}</small>
                </button>
              </li>
            ))}
          </ul>
        </aside>
        <section className="pos-tabs__editor">
          {selected ? (
            <TabEditor key={selected.id} tab={selected} tabs={tabs} saving={state.saving} />
          ) : (
            <p className="pos-tabs__muted">{t("tabs.choose-tab")}</p>
          )}
        </section>
      </div>
    </div>
  );
}

function TabEditor({ tab, tabs, saving }: { tab: PosTab; tabs: PosTabsRef; saving: boolean }) {
  const { t } = useTranslation("pdv");
  const [name, setName] = useState(tab.name);
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  const [confirming, setConfirming] = useState(false);
  const search = useResource(
    (signal) => (query === "" ? Promise.resolve({ data: [] }) : searchTabProducts(query, signal)),
    query,
  );
  const { data: found } = useResourceData(search);
  const temporary = tab.id < 0;
  const change = (draft: Partial<TabDraft>) =>
    tabs.send({
      type: "tab.update",
      id: tab.id,
      draft: { name: draft.name ?? tab.name, products: draft.products ?? tab.products },
    });
  const add = (product: TabProduct) => {
    if (tab.products_ids.includes(product.id)) return;
    change({ products: [...tab.products, product] });
  };
  const disabled = saving || temporary;

  return (
    <div className="pos-tabs__tab-editor">
      <form
        className="pos-tabs__rename"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() !== "" && name.trim() !== tab.name) change({ name });
        }}
      >
        <label htmlFor="pos-tab-name">{t("tabs.name")}</label>
        <InputText id="pos-tab-name" value={name} maxLength={40} onChange={(event) => setName(event.target.value)} />
        <Button type="submit" label={t("tabs.rename")} disabled={disabled || name.trim() === ""} />
        <Button
          type="button"
          icon="pi pi-trash"
          label={t("tabs.delete")}
          className="p-button-outlined pos-tabs__delete"
          disabled={disabled}
          onClick={() => setConfirming(true)}
        />
      </form>
      <h3>{t("tabs.products")}</h3>
      {tab.products.length === 0 ? <p className="pos-tabs__muted">{t("tabs.no-products")}</p> : null}
      <ol className="pos-tabs__products" aria-label={t("tabs.products")}>
        {tab.products.map((product) => (
          <li key={product.id}>
            {product.thumb_url ? <img src={product.thumb_url} alt="" /> : <i className="pi pi-box" />}
            <span className="pos-tabs__product-name">{product.full_description}</span>
            <small>{product.sku}</small>
            <Button
              type="button"
              icon="pi pi-times"
              className="p-button-text p-button-danger p-button-sm"
              aria-label={`${t("tabs.remove-product")}: ${product.full_description}`}
              disabled={disabled}
              onClick={() => change({ products: tab.products.filter((p) => p.id !== product.id) })}
            />
          </li>
        ))}
      </ol>
      <form
        className="pos-tabs__search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(typed.trim());
        }}
      >
        <label htmlFor="pos-tab-search">{t("tabs.search")}</label>
        <InputText
          id="pos-tab-search"
          value={typed}
          placeholder={t("tabs.search-placeholder")}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" icon="pi pi-search" aria-label={t("tabs.search")} />
      </form>
      {query !== "" && found && found.data.length === 0 ? (
        <p className="pos-tabs__muted">{t("tabs.no-results")}</p>
      ) : null}
      <ul className="pos-tabs__results" aria-label={t("tabs.search")}>
        {(query === "" ? [] : (found?.data ?? [])).map((product) => (
          <li key={product.id}>
            <span className="pos-tabs__product-name">{product.full_description}</span>
            <small>{product.sku}</small>
            <Button
              type="button"
              icon="pi pi-plus"
              label={t("tabs.add")}
              className="p-button-sm"
              aria-label={`${t("tabs.add")}: ${product.full_description}`}
              disabled={disabled || tab.products_ids.includes(product.id)}
              onClick={() => add(product)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        group="pos-tab-delete"
        visible={confirming}
        header={t("tabs.confirm-delete")}
        message={t("tabs.confirm-delete-text", { name: tab.name })}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t("tabs.yes")}
        rejectLabel={t("tabs.no")}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={() => tabs.send({ type: "tab.delete", id: tab.id })}
        reject={() => setConfirming(false)}
        onHide={() => setConfirming(false)}
      />
    </div>
  );
}
