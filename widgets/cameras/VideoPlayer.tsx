import { useCallback, useState } from 'react';
import { Card, H5, Icon, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import type { CameraDto } from '../../shared/cameraDto';
import { StreamPlayer } from './StreamPlayer';
import { snapshotName } from './snapshot';
import { cameraList, onlineState, ONLINE_INTENT } from './cameraList';
import type { VideoPlayerProps } from './props';
import './cameras.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'video-player': VideoPlayerProps;
  }
}

/** The station's cameras: the chosen one large with its stream and facts, all of them listed beside it. */
export function VideoPlayerWidget({ props, runtime }: WidgetRenderProps<VideoPlayerProps>) {
  const { t } = useTranslation();
  const cameras = cameraList(props.cameras);
  const [chosen, setChosen] = useState<number | null>(null);
  const later = useCallback((ms: number, run: () => void) => runtime.polling.later(ms, run), [runtime]);
  if (!cameras) return <Spinner size={32} />;
  if (cameras.length === 0) return <NonIdealState icon="video" description={t('widget.cameras.noCameras')} />;
  const camera = cameras.find((c) => c.equipId === chosen) ?? cameras[0]!;
  const timeZone = typeof props.timeZone === 'string' ? props.timeZone : null;
  return (
    <div className="portal-camera-grid">
      <Card className="portal-camera-main" compact>
        <CameraFacts camera={camera} />
        <StreamPlayer
          key={camera.equipId}
          url={camera.streamUrl}
          fileName={() => snapshotName(camera.equipName, timeZone)}
          later={later}
        />
      </Card>
      <div className="portal-camera-list" role="listbox" aria-label={t('widget.cameras.cameras')}>
        {cameras.map((c) => (
          <Card
            key={c.equipId}
            className={`portal-camera-tile${c.equipId === camera.equipId ? ' is-chosen' : ''}`}
            role="option"
            aria-selected={c.equipId === camera.equipId}
            interactive
            compact
            selected={c.equipId === camera.equipId}
            onClick={() => setChosen(c.equipId)}
          >
            <Icon icon={c.cameraType === 'thermal' ? 'flame' : 'video'} />
            <div className="portal-camera-tile-text">
              <div className="portal-camera-tile-name">{c.equipName}</div>
              <div className="portal-muted">{c.place ?? '—'}</div>
            </div>
            <OnlineTag camera={c} />
          </Card>
        ))}
      </div>
    </div>
  );
}

function OnlineTag({ camera }: { camera: CameraDto }) {
  const { t } = useTranslation();
  const state = onlineState(camera);
  return (
    <Tag minimal round intent={ONLINE_INTENT[state]} className="portal-camera-online" data-online={state}>
      {t(`widget.cameras.online.${state}`)}
    </Tag>
  );
}

/** Name, place, brand, model, kind and online state of a camera. */
function CameraFacts({ camera }: { camera: CameraDto }) {
  const { t } = useTranslation();
  const kind = camera.cameraType === 'thermal' ? 'thermal' : 'visible';
  return (
    <div className="portal-camera-facts">
      <div className="portal-camera-title">
        <H5>{camera.equipName}</H5>
        <OnlineTag camera={camera} />
      </div>
      <dl>
        <div>
          <dt>{t('widget.cameras.place')}</dt>
          <dd>{camera.place ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('widget.cameras.brand')}</dt>
          <dd>{camera.cameraBrand ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('widget.cameras.model')}</dt>
          <dd>{camera.model ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('widget.cameras.kind')}</dt>
          <dd>{t(`entity.equipment.cameraTypes.${kind}`)}</dd>
        </div>
      </dl>
    </div>
  );
}

registerWidget('video-player', VideoPlayerWidget);
