import { lazy, Suspense } from "react";
import { can, INSIGHTS_REQUIREMENT } from "../../domain/permissions.ts";
import { HomeScreen } from "../home/home-screen.tsx";
import { useSessionUser } from "../shared/session-context.tsx";

// The insights dashboard downloads only for who sees it.
const InsightsScreen = lazy(async () => ({
  default: (await import("../insights/insights-screen.tsx")).InsightsScreen,
}));

/** / (spec 2.9): the network's insights with RPT 1, the plain home with shortcuts otherwise. */
export function HomePage() {
  const user = useSessionUser();
  if (!user) return null;
  if (!can(user.permissions, INSIGHTS_REQUIREMENT)) return <HomeScreen />;
  return (
    <Suspense fallback={null}>
      <InsightsScreen />
    </Suspense>
  );
}
