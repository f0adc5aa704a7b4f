import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";

// A one-time message carried to the next screen in the navigation state ("Atendimento nº 12 enviado para
// Cortes."), dropped from the history entry once read so a reload or going back does not show it again.

export type FlashState = { readonly notice: string };

const noticeOf = (state: unknown): string | null => {
  if (typeof state !== "object" || state === null || !("notice" in state)) return null;
  return typeof state.notice === "string" ? state.notice : null;
};

/** The notice the previous screen left, if any. */
export function useFlashNotice(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => noticeOf(location.state));
  const [entry] = useState(() => ({ pathname: location.pathname, search: location.search }));
  useEffect(() => {
    if (notice !== null) void navigate(entry, { replace: true, state: null });
  }, [notice, entry, navigate]);
  return notice;
}
