// Issue 10, item 3: migrations that survive parallel work. Each change is one file named by the time it was generated
// (no journal to merge); this file fails when the code's tables and the migrations disagree (a migration missing),
// when a migration was edited after it was generated, and when a database applied a file that changed since.
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPglite } from "./client.ts";
import { MIGRATION_NAME, migrationsFolder, parseMigration, readMigrations } from "./migration-files.ts";
import { applyMigrations } from "./migrator.ts";
import { schemaCatalog } from "./schema-catalog.ts";
import { codeSnapshot, pendingStatements, snapshotFile, snapshotText } from "./schema-snapshot.ts";
import { tables } from "./tables.ts";

describe("the migrations and the code's tables", () => {
  let migrated: Database;
  let fromCode: Database;
  beforeAll(async () => {
    migrated = await openPglite({});
    await migrated.migrate();
    fromCode = await openPglite({});
    const empty = generateDrizzleJson({});
    const statements = await generateMigration(empty, generateDrizzleJson(tables as Record<string, unknown>));
    // drizzle-kit emits no CREATE EXTENSION: pg_trgm (the product list's trigram indexes) is created by hand, as its
    // migration does.
    await fromCode.db.execute(sql`create extension if not exists pg_trgm`);
    for (const statement of statements) await fromCode.db.execute(sql.raw(statement));
  }, 120_000);
  afterAll(async () => {
    await migrated?.close();
    await fromCode?.close();
  });

  it("build the same schema: every column, constraint and index the code declares has its migration", async () => {
    const byMigrations = await schemaCatalog(migrated.db);
    const byCode = await schemaCatalog(fromCode.db);
    expect(byMigrations.filter((line) => !byCode.includes(line))).toEqual([]);
    expect(byCode.filter((line) => !byMigrations.includes(line))).toEqual([]);
    expect(byCode.length).toBeGreaterThan(500);
  });

  it("leave nothing for db:generate to write, and schema.json is the code's schema", async () => {
    expect(await pendingStatements()).toEqual([]);
    expect(await readFile(snapshotFile, "utf8")).toBe(snapshotText(codeSnapshot()));
  });

  it("are named by the time they were generated (or the ten legacy numbers) and unchanged since", async () => {
    const files = await readMigrations();
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const file of files) {
      expect(file.name).toMatch(MIGRATION_NAME);
      expect(file.declared, `${file.name} was edited after it was generated`).toBe(file.checksum);
    }
  });

  it("records every applied file with its checksum", async () => {
    const files = await readMigrations();
    const rows = (await migrated.db.execute(
      sql`select name, checksum from schema_migrations order by name`,
    )) as unknown;
    expect((rows as { rows: unknown[] }).rows).toEqual(files.map(({ name, checksum }) => ({ name, checksum })));
    expect(await applyMigrations(migrated.db)).toEqual([]);
  });
});

describe("the migrator", () => {
  let folder = "";
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "rede-migrations-"));
    await cp(migrationsFolder, folder, { recursive: true });
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const withFile = async (name: string, text: string, work: () => Promise<void>) => {
    const path = join(folder, name);
    const before = await readFile(path, "utf8").catch(() => null);
    await writeFile(path, text);
    try {
      await work();
    } finally {
      if (before === null) await rm(path);
      else await writeFile(path, before);
    }
  };

  it("refuses a file whose statements no longer match its checksum line", async () => {
    const [first] = await readMigrations(folder);
    const text = await readFile(join(folder, first!.name), "utf8");
    const database = await openPglite({});
    try {
      await withFile(first!.name, `${text}\nselect 1;\n`, async () => {
        await expect(applyMigrations(database.db, folder)).rejects.toThrow(/does not match its checksum/);
      });
    } finally {
      await database.close();
    }
  });

  it("refuses to start on a database that applied a file which was edited since, and applies a new file once", async () => {
    const database = await openPglite({});
    try {
      const newer = "29991231235959_probe.sql";
      const probe = parseMigration(newer, "");
      const text = (body: string) => `-- sha256: ${parseMigration(newer, body).checksum}\n${body}`;
      expect(probe.statements).toEqual([]);
      await withFile(newer, text("create table probe (id integer);\n"), async () => {
        expect(await applyMigrations(database.db, folder)).toContain(newer);
        expect(await applyMigrations(database.db, folder)).toEqual([]);
      });
      await withFile(newer, text("create table probe (id bigint);\n"), async () => {
        await expect(applyMigrations(database.db, folder)).rejects.toThrow(/edited after it was applied/);
      });
      await expect(applyMigrations(database.db, folder)).rejects.toThrow(/its file is gone/);
    } finally {
      await database.close();
    }
  });

  it("refuses a file not named <UTC time>_<name>.sql, before applying anything", async () => {
    const database = await openPglite({});
    try {
      const body = "create table evil (id integer);\n";
      await withFile("Evil Name.sql", `-- sha256: ${parseMigration("x", body).checksum}\n${body}`, async () => {
        await expect(applyMigrations(database.db, folder)).rejects.toThrow(/Evil Name.sql: name it/);
      });
    } finally {
      await database.close();
    }
  });

  it("adopts a database that drizzle-kit's migrator built: its applied files are not run again", async () => {
    const database = await openPglite({});
    try {
      const files = await readMigrations(folder);
      const legacy = files.filter((file) => /^\d{4}_/.test(file.name));
      await database.db.execute(sql.raw("create schema drizzle"));
      await database.db.execute(
        sql.raw(
          "create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)",
        ),
      );
      // The first two legacy files were applied by drizzle-kit's migrator.
      for (const file of legacy.slice(0, 2)) {
        for (const statement of file.statements) await database.db.execute(sql.raw(statement));
        await database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('x', 0)`);
      }
      const applied = await applyMigrations(database.db, folder);
      expect(applied).toEqual(files.slice(2).map((file) => file.name));
    } finally {
      await database.close();
    }
  });
});
