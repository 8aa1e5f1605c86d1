import { buildPath, type AnswerOf } from '@contract/endpoint';
import type { ApiRoute, ApiRoutes } from '@contract/endpoints';
import { apiHeaders, failure, readBody, split, unreachable, type Call } from './api';
import type { UploadProgress } from './photos';

type UploadCall<R extends ApiRoute> = Call<ApiRoutes[R]> & {
  body: FormData;
  /** Called as the body goes out (fetch cannot tell how far an upload is; XHR can). */
  onProgress: (progress: UploadProgress) => void;
};

/**
 * A multipart call whose upload shows its progress: api() with the same headers (the
 * session's token), the same answers and the same ApiErrors, sent through XMLHttpRequest,
 * the browser's only request that reports the bytes of the body sent so far.
 */
export function apiUpload<R extends ApiRoute>(
  route: R,
  call: UploadCall<R>,
): Promise<AnswerOf<ApiRoutes[R]>>;
export function apiUpload(
  route: ApiRoute,
  call: {
    params?: Record<string, string>;
    body: FormData;
    signal?: AbortSignal;
    onProgress: (p: UploadProgress) => void;
  },
): Promise<unknown> {
  const { method, path } = split(route);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api/${buildPath(path, call.params).replace(/^\//, '')}`);
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) call.onProgress({ loaded: e.loaded, total: e.total });
    };
    xhr.onload = () => {
      // A Response, so the answer is read and refused exactly as api() does.
      const empty = xhr.responseText === '' || xhr.status === 204;
      const res = new Response(empty ? null : xhr.responseText, {
        status: xhr.status,
        statusText: xhr.statusText,
      });
      const answer = async () => {
        if (!res.ok) throw await failure(res);
        return readBody(res);
      };
      answer().then(resolve, reject);
    };
    xhr.onerror = () => reject(unreachable());
    xhr.ontimeout = () => reject(unreachable());
    xhr.onabort = () => reject(new DOMException('Envío cancelado', 'AbortError'));
    call.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(call.body);
  });
}
