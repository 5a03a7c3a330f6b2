import { startBenchApp } from "./benchApp";
import { load } from "./load";
process.env.DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
const app = await startBenchApp();
const r = await load({
  url: `${app.url}/api/patient/todo`,
  headers: { Cookie: app.cookie },
  seconds: 6,
  connections: 20,
});
console.log(r, app.queryCount());
const m = await load({
  url: `${app.url}/api/auth/me`,
  headers: { Cookie: app.cookie },
  seconds: 4,
  connections: 20,
});
console.log(m);
await app.close();
process.exit(0);
