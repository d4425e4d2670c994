import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@phonehub/contracts';

/** A success body, or the error shape's fields when the call failed. */
export type Answer<T> = T & Partial<ApiErrorBody>;

export interface ApiResponse<T = ApiErrorBody> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  /** Sent as is (for malformed or oversized bodies). */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** A real HTTP request with the global fetch; JSON in, JSON (when there is any) out. */
export async function request<T = ApiErrorBody>(
  baseUrl: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
    headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** One file of a multipart/form-data upload. */
export interface UploadedFile {
  field: string;
  bytes: Buffer;
  filename: string;
  type: string;
}

/** POSTs `file` as multipart/form-data (as a browser's file input does). */
export async function upload<T = ApiErrorBody>(
  baseUrl: string,
  path: string,
  file: UploadedFile,
  token?: string,
): Promise<ApiResponse<T>> {
  const form = new FormData();
  form.append(file.field, new Blob([file.bytes], { type: file.type }), file.filename);
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

/** A client bound to one app. */
export function client(baseUrl: string) {
  return {
    get: <T = ApiErrorBody>(path: string, options: Omit<RequestOptions, 'method'> = {}) =>
      request<T>(baseUrl, path, { ...options, method: 'GET' }),
    post: <T = ApiErrorBody>(
      path: string,
      body?: unknown,
      options: Omit<RequestOptions, 'method' | 'body'> = {},
    ) => request<T>(baseUrl, path, { ...options, method: 'POST', body }),
    put: <T = ApiErrorBody>(
      path: string,
      body?: unknown,
      options: Omit<RequestOptions, 'method' | 'body'> = {},
    ) => request<T>(baseUrl, path, { ...options, method: 'PUT', body }),
    raw: <T = ApiErrorBody>(path: string, options: RequestOptions) => request<T>(baseUrl, path, options),
    upload: <T = ApiErrorBody>(path: string, file: UploadedFile, options: { token?: string } = {}) =>
      upload<T>(baseUrl, path, file, options.token),
  };
}
export type Client = ReturnType<typeof client>;

/** The API's one error shape, whole: the status, its reason phrase as the message, the code and the sentence. */
export function expectErrorBody(
  res: { status: number; body: unknown },
  status: number,
  code: string,
  detail: string,
): void {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ statusCode: status, code, message: STATUS_CODES[status], detail });
}
