// fetch() cannot tell how much of a request body has gone out (Chromium streams request bodies only over
// HTTP/2 and without a length), so a photo upload goes through XMLHttpRequest, whose upload events count
// the bytes sent. The reply comes back as a Response, read like any other.

/** A fetch of a string body that reports the bytes sent; aborts with the init's signal like fetch. */
export function fetchWithUploadProgress(
  url: string,
  init: RequestInit,
  onProgress: (sent: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const signal = init.signal;
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.withCredentials = init.credentials === 'include';
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
      xhr.setRequestHeader(name, value);
    }
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      settle();
      resolve(new Response(bodyOf(xhr), { status: xhr.status, statusText: xhr.statusText, headers: headersOf(xhr) }));
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    xhr.send(init.body as XMLHttpRequestBodyInit | null | undefined);
  });
}

/** What fetch throws for an aborted request, so callers tell a cancel from a failure the same way. */
const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/** A 204, 205 or 304 reply may carry no body in a Response. */
const bodyOf = (xhr: XMLHttpRequest) => ([204, 205, 304].includes(xhr.status) ? null : xhr.responseText);

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** An upload the person cancelled (fetch's AbortError, ours alike). */
export const isCancelled = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
