/** Databases made and dropped on a PostgreSQL server, for tests: each file, process or journey its own. */
import crypto from "node:crypto";
import pg from "pg";

/** Runs one statement on the server of `serverUrl`, through a connection of its own. */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface FreshDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/**
 * A new database beside the one `serverUrl` names, called `<prefix>_<random>`: a copy of
 * `template` when given (which no connection may be using), else empty.
 */
export async function freshDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<FreshDatabase> {
  const name = `${prefix}_${crypto.randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
