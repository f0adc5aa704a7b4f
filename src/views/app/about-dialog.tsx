import { useSelector } from "@xstate/react";
import { Dialog } from "primereact/dialog";
import { useTranslation } from "react-i18next";
import { APP_VERSION } from "./app-version.ts";
import { useAboutActor } from "./use-about-actor.ts";

export type AboutDialogProps = { visible: boolean; onHide: () => void };

/** Front-end and API versions (spec 2.8); "Não conseguiu se conectar" when the API does not answer. */
export function AboutDialog({ visible, onHide }: AboutDialogProps) {
  const { t } = useTranslation("app");
  return (
    <Dialog
      header={t("about.title")}
      visible={visible}
      onHide={onHide}
      className="about-dialog"
      dismissableMask
      draggable={false}
      resizable={false}
    >
      {visible ? <AboutDetails /> : null}
    </Dialog>
  );
}

function AboutDetails() {
  const { t } = useTranslation("app");
  const about = useAboutActor();
  const loading = useSelector(about, (s) => s.hasTag("loading"));
  const unreachable = useSelector(about, (s) => s.hasTag("unreachable"));
  const apiVersion = useSelector(about, (s) => s.context.apiVersion);
  const api = loading ? t("about.loading") : unreachable ? t("about.unreachable") : apiVersion;
  return (
    <dl className="about-dialog__list">
      <div>
        <dt>{t("about.front-end")}</dt>
        <dd>{APP_VERSION}</dd>
      </div>
      <div>
        <dt>{t("about.api")}</dt>
        <dd aria-live="polite" className={unreachable ? "about-dialog__unreachable" : undefined}>
          {api}
        </dd>
      </div>
    </dl>
  );
}
