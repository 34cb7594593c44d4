import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type {
  ActionFunctionArgs,
  AppLoadContext,
  EntryContext,
  LoaderFunctionArgs,
} from "react-router";
import { ServerRouter } from "react-router";
import { deferHydrationScripts } from "./.server/platform/defer-hydration";
import { islandsEntry } from "./.server/platform/islands";
import { IslandsContext } from "./islands/island";
import { hideRouterInternals } from "./.server/platform/router-errors";

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
      // Routes that ask for islands load app/islands/entry.client.tsx instead of the router.
      <IslandsContext.Provider value={{ entry: islandsEntry(), nonce }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </IslandsContext.Provider>,
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
          logRenderError(error, request, loadContext);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

/**
 * An error in a loader, an action or a render, as one JSON log line with the request id and the
 * stack inside it (React Router's default prints the raw stack over many lines; issue 23, item 9).
 * A request the visitor abandoned is not an error. The router's internals are hidden first.
 */
export function handleError(
  error: unknown,
  { request, context }: LoaderFunctionArgs | ActionFunctionArgs,
) {
  // The router's own refusals name route ids; they are rewritten before the page data is
  // encoded (issue 23, item 2). A refusal is the request's fault (a bot posting to a page), not
  // ours: logged at info, so error alerts stay for our own failures.
  const refusal = hideRouterInternals(error);
  if (request.signal.aborted) return;
  if (refusal) {
    const log = (context as AppLoadContext | undefined)?.services?.log;
    log?.info({ ...where(request, context as AppLoadContext), ...refusal }, "request refused");
    return;
  }
  logRenderError(error, request, context as AppLoadContext);
}

function where(request: Request, context: AppLoadContext | undefined) {
  return {
    requestId: context?.requestId,
    method: request.method,
    path: new URL(request.url).pathname,
  };
}

function logRenderError(error: unknown, request: Request, context: AppLoadContext | undefined) {
  if (context?.services) {
    context.services.log.error({ ...where(request, context), err: error }, "render error");
  } else console.error(error);
}
