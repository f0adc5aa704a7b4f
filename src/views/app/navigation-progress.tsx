import { useNavigation } from "react-router";

/**
 * A thin bar at the top while the router loads the next page. The 200 ms throttle and the 5 s run of
 * spec 9 are the CSS animation's delay and duration, so quick navigations show nothing.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return <div className="navigation-progress" data-active={busy || undefined} aria-hidden="true" />;
}
