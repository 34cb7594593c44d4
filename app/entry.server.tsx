import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { deferHydrationScripts } from "./.server/defer-hydration";
import { hideRouterInternals } from "./.server/router-errors";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering. None of our loaders defer data, so streaming
 * never sent anything earlier than this; collecting React's many small chunks into one buffer
 * instead of piping them through a Node stream and a web stream costs a fraction of the time,
 * and the answer gets a Content-Length.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  hideRouterInternals(routerContext);
  return new Promise<Response>((resolve, reject) => {
    const nonce = loadContext.nonce;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      writev(entries, done) {
        for (const entry of entries) chunks.push(entry.chunk as Buffer);
        done();
      },
      final(done) {
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        const html = deferHydrationScripts(Buffer.concat(chunks));
        resolve(
          new Response(html as unknown as BodyInit, {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        done();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
