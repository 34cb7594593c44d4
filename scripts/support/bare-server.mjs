// A bare node:http server for `npm run bench`, run in its own process as the app runs in its
// own: `node bare-server.mjs <port> [<body file> <content-encoding> [<headers file>]]`. Without a
// body file it answers "ok" as text/plain; with one, those bytes as text/html; with a headers
// file (a JSON object), those headers instead, as the app sent them with the same bytes.
// Prints "ready" once listening.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, bodyFile, encoding, headersFile] = process.argv.slice(2);
const body = bodyFile ? readFileSync(bodyFile) : Buffer.from("ok");
const headers = headersFile
  ? JSON.parse(readFileSync(headersFile, "utf8"))
  : bodyFile
    ? { "content-type": "text/html", "content-encoding": encoding ?? "identity" }
    : { "content-type": "text/plain" };

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(Number(port), "127.0.0.1", () => process.stdout.write("ready\n"));
process.on("SIGTERM", () => process.exit(0));
