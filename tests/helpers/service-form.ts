import { TEST_ORIGIN } from './test-app.ts';

export type FormFile = { bytes: Buffer; filename: string; type: string };

/** A multipart body with repeated fields (service_type[], image_order[]) and several files. */
export function serviceForm(
  fields: Record<string, string | string[]>,
  files: [string, FormFile][] = [],
) {
  const boundary = `----ks${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  const part = (name: string, value: string) =>
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) part(name, v);
  }
  for (const [name, file] of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: TEST_ORIGIN },
  };
}
