import http from 'node:http';

/**
 * HTTP calls for the benchmarks over one keep-alive agent (loopback only). node:http rather than
 * fetch: undici's fetch adds about a millisecond of client time per call, which the benchmarks
 * would otherwise count as the server's.
 */
export class HttpCaller {
  #agent: http.Agent;

  constructor(maxSockets: number) {
    this.#agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  call(
    url: string,
    method: 'GET' | 'POST' | 'PUT',
    headers: Record<string, string>,
    body?: object,
  ): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
    return new Promise((resolve, reject) => {
      const payload = body ? JSON.stringify(body) : undefined;
      const req = http.request(
        url,
        {
          method,
          agent: this.#agent,
          headers: {
            ...headers,
            ...(payload && {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(payload),
            }),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  destroy() {
    this.#agent.destroy();
  }
}
