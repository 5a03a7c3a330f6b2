import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedStatement, runPrepared } from "./preparedStatement";
import { createTestDb, type TestDb } from "../../test/testDb";

describe("preparedStatement", () => {
  it("numbers each value once for PostgreSQL and binds each occurrence for knex, casts untouched", () => {
    const statement = preparedStatement("two_days", "select :day::date, :userId, cast(:day as date)");
    expect(statement.text).toBe("select $1::date, $2, cast($1 as date)");
    expect(statement.parameters).toEqual(["day", "userId"]);
    expect(statement.knexSql).toBe("select ?::date, ?, cast(? as date)");
    expect(statement.bindings).toEqual(["day", "userId", "day"]);
  });
});

describe("runPrepared", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.destroy();
  });
  const statement = preparedStatement(
    "prepared_statement_test",
    `select :word::text as "word", :n::int + :n::int as "twice", :day::date as "day"`,
  );

  it("answers the rows, run after run, and tells knex's query listeners of each round trip", async () => {
    let queries = 0;
    const count = () => queries++;
    t.db.on("query", count);
    try {
      for (const word of ["one", "two"]) {
        const rows = await runPrepared(t.db, statement, { word, n: 2, day: "2026-11-29" });
        expect(rows).toEqual([{ word, twice: 4, day: "2026-11-29" }]);
      }
      expect(queries).toBe(2);
    } finally {
      t.db.removeListener("query", count);
    }
  });

  it("runs inside a transaction, on its connection", async () => {
    await t.db.transaction(async (trx) => {
      await trx.raw("create temporary table prepared_seen (word text) on commit drop");
      await trx.raw("insert into prepared_seen values ('inside')");
      const seen = preparedStatement(
        "prepared_seen_test",
        `select word from prepared_seen where word = :word`,
      );
      expect(await runPrepared(trx, seen, { word: "inside" })).toEqual([{ word: "inside" }]);
    });
  });

  it("refuses a statement run without one of its values", async () => {
    await expect(runPrepared(t.db, statement, { word: "one", n: 1 })).rejects.toThrow(/no value for :day/);
  });
});
