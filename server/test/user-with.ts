import { eq } from "drizzle-orm";
import type { ModuleSlug } from "../../src/domain/permissions.ts";
import { hashPassword } from "../auth/public.ts";
import { companies, multiStores } from "../network/schema.ts";
import { userCompanies, userPermissions, users } from "../users/schema.ts";
import type { TestApp } from "./harness.ts";

let passwordHash: string | null = null;

/**
 * A new Rede Demo user (password demo1234, every unit) with exactly the sub-permissions given as
 * `[slug, code, value]`; answers the session cookie and the user's id.
 */
export async function userWith(
  t: TestApp,
  login: string,
  grants: ReadonlyArray<readonly [ModuleSlug, number, number]>,
): Promise<{ cookie: string; id: number }> {
  passwordHash ??= await hashPassword("demo1234");
  const [store] = await t.db.select().from(multiStores).where(eq(multiStores.name, "Rede Demo"));
  if (!store) throw new Error("no Rede Demo");
  const [user] = await t.db
    .insert(users)
    .values({ multiStoreId: store.id, name: `Teste ${login}`, login, email: `${login}@teste.com.br`, passwordHash })
    .returning();
  if (!user) throw new Error("user insert failed");
  const units = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.multiStoreId, store.id));
  await t.db
    .insert(userCompanies)
    .values(units.map((unit) => ({ userId: user.id, companyId: unit.id, multiStoreId: store.id })));
  if (grants.length > 0) {
    await t.db
      .insert(userPermissions)
      .values(grants.map(([slug, code, value]) => ({ multiStoreId: store.id, userId: user.id, slug, code, value })));
  }
  return { cookie: await t.login(login), id: user.id };
}

/** `call(method, path, cookie, json?, locale?)` on the test app: the status and the JSON answer. */
export const jsonCaller =
  (t: () => TestApp) =>
  async <T>(method: string, path: string, cookie: string, json?: unknown, locale?: string) => {
    const res = await t().request(path, {
      method,
      cookie,
      ...(json === undefined ? {} : { json }),
      ...(locale ? { headers: { "accept-language": locale } } : {}),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
