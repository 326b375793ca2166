import { useEffect, useRef, useState } from 'react';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { playFrameStream } from '../../api/cameras';
import { saveSnapshot } from './snapshot';
import { usePageVisible } from './pageVisible';

export interface MultipartPlayerProps {
  /** The stream: the portal's own or another same-origin multipart image stream (MJPEG). */
  url: string;
  /** The snapshot's file name. */
  fileName: () => string;
  /** A delay through the page's timers (the polling store): the wait before the next connection. */
  later: (ms: number, run: () => void) => () => void;
}

/** After the server ends a stream (its time limit, a restart), the next connection follows after this long. */
const RECONNECT_MS = 1000;

type Status = 'connecting' | 'playing' | 'ended' | 'failed';

/**
 * A multipart image stream drawn frame by frame on a canvas: the stream is read with fetch, so it rides on the
 * session like every call and the canvas holds the last frame for a snapshot. It stops while the tab is hidden
 * and reconnects after the server ends it.
 */
export function MultipartPlayer({ url, fileName, later }: MultipartPlayerProps) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [status, setStatus] = useState<Status>('connecting');
  const [problem, setProblem] = useState<string | null>(null);
  const [frames, setFrames] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const visible = usePageVisible();

  useEffect(() => {
    if (!visible) return;
    const abort = new AbortController();
    let cancelReconnect = () => undefined as void;
    setStatus('connecting');
    setProblem(null);
    const draw = async (frame: Blob) => {
      const bitmap = await createImageBitmap(frame);
      const target = canvas.current;
      if (abort.signal.aborted || !target) return bitmap.close();
      if (target.width !== bitmap.width || target.height !== bitmap.height) {
        target.width = bitmap.width;
        target.height = bitmap.height;
      }
      target.getContext('2d')?.drawImage(bitmap, 0, 0);
      bitmap.close();
      setFrames((n) => n + 1);
      setStatus('playing');
    };
    playFrameStream(url, abort.signal, (frame) => void draw(frame).catch(() => undefined))
      .then(() => {
        if (abort.signal.aborted) return;
        setStatus('ended');
        cancelReconnect = later(RECONNECT_MS, () => setAttempt((n) => n + 1));
      })
      .catch((error: Error) => {
        if (abort.signal.aborted) return;
        setStatus('failed');
        setProblem(error.message);
      });
    return () => {
      abort.abort();
      cancelReconnect();
    };
  }, [url, attempt, visible, later]);

  return (
    <div className="portal-video-player">
      <div className="portal-video-screen">
        <canvas ref={canvas} className="portal-video-canvas" data-frames={frames} aria-label={t('widget.cameras.picture')} />
        {status === 'connecting' && frames === 0 && <Spinner className="portal-video-overlay" size={32} />}
        {status === 'failed' && (
          <Callout className="portal-video-overlay" intent="danger" icon="error" title={t('widget.cameras.failed')}>
            <p>{problem}</p>
            <Button icon="refresh" text={t('widget.cameras.retry')} onClick={() => setAttempt((n) => n + 1)} />
          </Callout>
        )}
      </div>
      <div className="portal-video-controls">
        <Button
          icon="camera"
          text={t('widget.cameras.snapshot')}
          disabled={frames === 0}
          onClick={() => canvas.current && void saveSnapshot(canvas.current, fileName())}
        />
        <span className="portal-muted portal-video-status" data-status={status}>
          {t(`widget.cameras.status.${status}`)} · {t('widget.cameras.frames', { count: frames })}
        </span>
      </div>
    </div>
  );
}
