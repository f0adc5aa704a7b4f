import { useCallback, useState } from "react";

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}

/** A yes/no preference kept in localStorage (the collapsed side menu). */
export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => read(key));
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, next ? "1" : "0");
      } catch {
        // Private mode or a full storage: the preference lasts for this page only.
      }
    },
    [key],
  );
  return [value, update];
}
