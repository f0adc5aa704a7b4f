/** How long a "not in maintenance" answer is trusted before the next navigation asks again. */
export const MAINTENANCE_CHECK_TTL_MS = 15_000;

/**
 * Asks the API whether it is in maintenance. "Off" is trusted for a while so navigation stays fast; "on" is
 * asked again every time, so users leave /maintenance as soon as it ends. An API that does not answer is not
 * "in maintenance": the next guards and the screens report the lost connection themselves.
 */
export function createMaintenanceCheck(
  fetchVersion: () => Promise<{ maintenance: boolean }>,
  now: () => number = Date.now,
  ttlMs: number = MAINTENANCE_CHECK_TTL_MS,
): () => Promise<boolean> {
  let offSince: number | null = null;
  return async () => {
    if (offSince !== null && now() - offSince < ttlMs) return false;
    try {
      const { maintenance } = await fetchVersion();
      offSince = maintenance ? null : now();
      return maintenance;
    } catch {
      return false;
    }
  };
}
