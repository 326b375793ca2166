import { useRef } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { streamKindOf } from '../../shared/cameraStream';
import { MultipartPlayer } from './MultipartPlayer';
import { saveSnapshot } from './snapshot';

export interface StreamPlayerProps {
  /** The camera's stream URL; null when none is configured. */
  url: string | null;
  fileName: () => string;
  later: (ms: number, run: () => void) => () => void;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * A camera's stream, played the way its URL asks (docs/cameras.md): multipart images on a canvas, HLS in a video
 * element where the browser plays it natively. Chromium plays no HLS without hls.js, and no browser plays RTSP:
 * the player says so instead of showing a black box.
 */
export function StreamPlayer({ url, fileName, later }: StreamPlayerProps) {
  const { t } = useTranslation();
  if (!url) return <NonIdealState icon="video" description={t('widget.cameras.noStream')} />;
  const kind = streamKindOf(url);
  if (kind === 'rtsp')
    return <NonIdealState icon="video" title={t('widget.cameras.rtspTitle')} description={t('widget.cameras.rtsp')} />;
  if (kind === 'hls') return <HlsPlayer url={url} fileName={fileName} />;
  return <MultipartPlayer url={url} fileName={fileName} later={later} />;
}

function HlsPlayer({ url, fileName }: { url: string; fileName: () => string }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const native = typeof document !== 'undefined' && document.createElement('video').canPlayType(HLS_TYPE) !== '';
  if (!native) return <NonIdealState icon="video" title={t('widget.cameras.hlsTitle')} description={t('widget.cameras.hls')} />;
  return (
    <div className="portal-video-player">
      <div className="portal-video-screen">
        <video ref={video} className="portal-video-canvas" src={url} autoPlay muted playsInline controls />
      </div>
      <div className="portal-video-controls">
        <Button
          icon="camera"
          text={t('widget.cameras.snapshot')}
          onClick={() => video.current && void saveSnapshot(video.current, fileName())}
        />
      </div>
    </div>
  );
}
