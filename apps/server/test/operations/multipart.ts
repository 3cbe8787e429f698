import type { TestConsole } from '../test-console.js';

export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

export interface TFilePart {
  field: string;
  name: string;
  content: Buffer;
}

/** A multipart body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, files: TFilePart[] = []) {
  const boundary = '----fleet' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function postMultipart(
  fleet: TestConsole,
  url: string,
  token: string,
  fields: Record<string, string>,
  files: TFilePart[] = [],
  method: 'POST' | 'PUT' = 'POST',
) {
  const { payload, headers } = multipart(fields, files);
  const response = await fleet.app.inject({
    method,
    url,
    payload,
    headers: { ...headers, token },
  });
  let body: any = response.body;
  try {
    body = response.json();
  } catch {
    // not JSON
  }
  return { status: response.statusCode, body, headers: response.headers, raw: response.rawPayload };
}
