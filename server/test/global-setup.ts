import { mkdir, rm, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../db/client.ts";
import { seedDemo } from "../db/seed.ts";
import { takePgOverlaps, watchPgOverlaps } from "./pg-overlaps.ts";

/**
 * Builds one migrated and seeded database before the server tests; each test file then starts from a copy:
 * a PGlite data-dir dump, or a PostgreSQL template database when DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `rede_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = await openPostgres(target.toString(), 2);
    watchPgOverlaps();
    await database.migrate();
    await seedDemo(database.db);
    await database.close();
    const overlap = takePgOverlaps();
    if (overlap) throw overlap;
    project.provide("dbTemplate", { kind: "postgres", url, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = resolve(import.meta.dirname, "../../.test-data");
  await mkdir(dir, { recursive: true });
  const file = resolve(dir, `template-${process.pid}.tar.gz`);
  const database = await openPglite({});
  await database.migrate();
  await seedDemo(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: "gzip"): Promise<Blob> } }).$client;
  await writeFile(file, Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer()));
  await database.close();
  project.provide("dbTemplate", { kind: "pglite", file });
  return () => rm(file, { force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: { kind: "pglite"; file: string } | { kind: "postgres"; url: string; template: string };
  }
}
