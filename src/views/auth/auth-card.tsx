import type { ReactNode } from "react";

export type AuthCardProps = { headingId: string; heading: string; intro?: string; children: ReactNode };

/** The card the login and password pages share. */
export function AuthCard({ headingId, heading, intro, children }: AuthCardProps) {
  return (
    <section className="auth-card" aria-labelledby={headingId}>
      <h1 id={headingId} className="auth-card__heading">
        {heading}
      </h1>
      {intro ? <p className="auth-card__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
