/**
 * The /graphql body limit, at the cost of a header check for nearly every request (issue 20). Yoga's own
 * limit (maxRequestBodySize) pipes every body through a counting TransformStream — a stream pipeline, its
 * AbortController and the DOMException it ends with — which was about a tenth of a small persisted query's
 * time. A body with a valid Content-Length cannot run past it (Node's HTTP parser ends the body there and
 * refuses a request that also says chunked), so checking the header is the whole check; only a body
 * without one (chunked, or a Request made in-process) is counted as it is read, as Yoga does.
 */
import { createGraphQLError, type Plugin } from 'graphql-yoga';

const tooLarge = () => createGraphQLError('Request body too large', { extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' } });

/** Only one non-negative integer is a Content-Length: a list ("5, 5") is a request-smuggling attempt. */
const CONTENT_LENGTH = /^\d+$/;

/** The body of `request`, failing with 413 once more than `limit` bytes were read. */
function counted(request: Request, limit: number, fetchAPI: { Request: typeof Request; TransformStream: typeof TransformStream }): Request {
  let bytes = 0;
  // Yoga's workaround (graphql-yoga#4583): a native stream pipes only into a native TransformStream.
  const Transform = request.body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  const body = request.body!.pipeThrough(
    new Transform<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytes += chunk.byteLength;
        if (bytes > limit) return controller.error(tooLarge());
        controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, { method: request.method, headers: request.headers, signal: request.signal, body, duplex: 'half' } as RequestInit);
}

/** Refuses a body over `limit` bytes with 413 (an invalid Content-Length with 400) before it is parsed. */
export function useRequestBodyLimit(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const length = request.headers.get('content-length');
      if (length !== null) {
        if (!CONTENT_LENGTH.test(length)) throw createGraphQLError('Content-Length header is invalid.', { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' } });
        if (Number(length) > limit) throw tooLarge();
        return;
      }
      if (!requestParser || !request.body) return;
      setRequestParser((unread) => requestParser(counted(unread, limit, fetchAPI)));
    },
  };
}
