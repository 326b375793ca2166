import i18n from 'i18next';
import { languageHeader } from '../locales';
import { storedLanguage } from './language';
import { bodyCodeOutcome, httpStatusOutcome, noAnswerOutcome, type Outcome } from './outcome';
import { MultipartFrames, multipartBoundary } from './multipartFrames';

/** A stream that could not be opened or broke off: what to tell the viewer. */
export class StreamFailure extends Error {
  constructor(readonly outcome: Outcome) {
    super(outcome.kind === 'error' || outcome.kind === 'info' ? outcome.text : outcome.kind);
  }
}

async function refusal(response: Response): Promise<Outcome> {
  try {
    const body = (await response.json()) as { code?: unknown; msg?: string };
    if (typeof body.code === 'number') return bodyCodeOutcome(body.code, body.msg, i18n.t);
  } catch {
    /* not the envelope */
  }
  return httpStatusOutcome(response.status, i18n.t);
}

/**
 * Plays a camera's multipart image stream (MJPEG, or the portal's own PNG test stream; docs/cameras.md): each
 * image goes to `onFrame` as it completes. It rides on the session cookie like every call of the portal, so a
 * stream of this portal needs no token in its URL. Resolves when the server ends the stream, rejects with a
 * StreamFailure when it is refused or breaks; `signal` stops it.
 */
export async function playFrameStream(url: string, signal: AbortSignal, onFrame: (frame: Blob) => void): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
      headers: { 'Content-Language': languageHeader[storedLanguage()] },
    });
  } catch (error) {
    if (signal.aborted) return;
    throw new StreamFailure(noAnswerOutcome(String((error as Error).message), i18n.t));
  }
  if (!response.ok) throw new StreamFailure(await refusal(response));
  const boundary = multipartBoundary(response.headers.get('content-type'));
  if (!boundary || !response.body) throw new StreamFailure({ kind: 'error', text: i18n.t('widget.cameras.notMultipart') });
  const parts = new MultipartFrames(boundary);
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      for (const part of parts.push(value)) onFrame(new Blob([part.bytes as BlobPart], { type: part.type }));
    }
  } catch (error) {
    if (signal.aborted) return;
    throw error instanceof StreamFailure ? error : new StreamFailure(noAnswerOutcome(String((error as Error).message), i18n.t));
  } finally {
    reader.releaseLock();
  }
}
