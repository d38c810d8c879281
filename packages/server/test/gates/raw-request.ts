import { request } from 'node:http';

/** An answer read off the wire. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * Sends one HTTP/1.1 request to a listening server with exactly the headers given, `Host` included:
 * forged Host and forwarding headers reach the real Node adapter the way an attacker sends them,
 * which an in-process `app.request()` cannot show (the adapter builds the request URL from Host).
 */
export function rawRequest(port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A header value Node will send: control characters other than tab, and non-ASCII, percent-encoded. */
export const headerSafe = (value: string): string => value.replace(/[^\t\x20-\x7e]/g, (c) => encodeURIComponent(c));
