import http from 'node:http';

/**
 * One form POST (an OsmAnd message) over `agent`: answers the HTTP status once the answer
 * has been read to its end, or 0 when the connection failed.
 */
export function postForm(agent: http.Agent, url: URL, body: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(body);
  });
}
