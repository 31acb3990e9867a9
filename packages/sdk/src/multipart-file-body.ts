import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import type { RequestBody } from './request-body';

/** A name inside a quoted `Content-Disposition` parameter, as browsers write it (HTML's form encoding). */
function quoted(name: string): string {
  return name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
}

/**
 * A multipart/form-data upload of the file at `path`, with text `fields` before it, streamed from disk: the
 * file is read once to hash the body (a version-2 signature covers it), then again on each try as it is sent,
 * so memory stays flat whatever its size. A file changed between the two reads is refused as a bad signature.
 */
export async function multipartFileBody(path: string, fields: Record<string, string>): Promise<RequestBody> {
  const boundary = `horodoc-${randomUUID()}`;
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `${Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join(
        '',
      )}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted(basename(path))}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const open = async function* (): AsyncGenerator<Uint8Array> {
    yield head;
    for await (const chunk of createReadStream(path, {
      highWaterMark: 1024 * 1024,
    }) as AsyncIterable<Buffer>) {
      yield new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
    yield tail;
  };
  const hash = createHash('sha256');
  for await (const chunk of open()) hash.update(chunk);
  return { contentType: `multipart/form-data; boundary=${boundary}`, sha256Hex: hash.digest('hex'), open };
}
