import pg from "pg";

/** A fresh database on the server of DATABASE_URL, dropped afterwards. */
export async function withPostgres<T>(url: string, run: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `rede_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    return await run(target.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}
