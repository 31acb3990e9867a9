import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The SHA-256 of a request's body, taken as the body streams to whichever reader the route uses. */
export interface BodyDigest {
  /**
   * Once the body has ended, its lowercase hex SHA-256. What no reader consumed (a GET's body, a multipart
   * epilogue) is read here, up to `unreadLimit` bytes: `'too_large'` beyond.
   */
  finish(unreadLimit: number): Promise<string | 'too_large' | 'aborted'>;
}

/**
 * Hashes every byte of `raw` as it is read, by the JSON parser, by busboy for a multipart upload or by
 * {@link BodyDigest.finish}: one pass, nothing kept. Call it before anything reads the body.
 */
export function tapBodyDigest(raw: IncomingMessage): BodyDigest {
  const hash = createHash('sha256');
  raw.on('data', (chunk: Buffer | string) => hash.update(chunk));
  // Listening to 'data' starts the flow: paused, the body waits for its reader (which resumes it) instead of
  // streaming past before the reader is attached.
  raw.pause();
  return {
    async finish(unreadLimit) {
      const ended = await readToEnd(raw, unreadLimit);
      return ended === true ? hash.digest('hex') : ended;
    },
  };
}

function readToEnd(raw: IncomingMessage, limit: number): Promise<true | 'too_large' | 'aborted'> {
  if (raw.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    let unread = 0;
    const onData = (chunk: Buffer | string) => {
      unread += chunk.length;
      if (unread > limit) done('too_large');
    };
    const onEnd = () => done(true);
    const onClose = () => done(raw.readableEnded ? true : 'aborted');
    function done(result: true | 'too_large' | 'aborted') {
      raw.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose);
      if (result !== true) raw.pause();
      resolve(result);
    }
    raw.on('data', onData).on('end', onEnd).on('close', onClose).on('error', onClose);
    raw.resume();
  });
}
