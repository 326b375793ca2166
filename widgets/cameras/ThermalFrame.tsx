import { useEffect } from 'react';
import { Card, H5, HTMLSelect, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { FreshValue } from '../../engine/FreshValue';
import { usePlantZone } from '../../engine/plantZone';
import { formatFixed } from '../../shared/formatters';
import type { ThermalPictureDto } from '../../shared/cameraDto';
import { ThermalCanvas } from './ThermalCanvas';
import { ironGradient } from './ironPalette';
import { regionText } from './thermalText';
import { cameraList } from './cameraList';
import type { ThermalFrameProps } from './props';
import './cameras.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'thermal-frame': ThermalFrameProps;
  }
}

function isPicture(value: unknown): value is ThermalPictureDto {
  return typeof value === 'object' && value !== null && Array.isArray((value as ThermalPictureDto).values);
}

/**
 * A thermal camera's radiometric picture (docs/cameras.md): the station's thermal cameras to choose from (the
 * choice goes to page state, where the picture's source reads it), the picture in false colour with its scale,
 * hot spot and the temperature at the cursor, and the figures: highest, lowest, mean, what it is measured against.
 */
export function ThermalFrameWidget({ props, runtime, freshness }: WidgetRenderProps<ThermalFrameProps>) {
  const { t, i18n } = useTranslation();
  const zone = usePlantZone();
  const cameras = cameraList(props.cameras)?.filter((c) => c.cameraType === 'thermal') ?? null;
  const chosen = runtime.state[props.cameraState];
  const known = cameras?.some((c) => c.equipId === chosen) ?? false;
  useEffect(() => {
    // Another station's cameras (or none chosen yet): its first thermal camera.
    if (cameras && !known) runtime.setState(props.cameraState, cameras[0]?.equipId ?? null);
  }, [cameras, known, runtime, props.cameraState]);

  if (!cameras) return <Spinner size={32} />;
  if (cameras.length === 0) return <NonIdealState icon="flame" description={t('widget.thermal.noCameras')} />;
  const camera = cameras.find((c) => c.equipId === chosen) ?? cameras[0]!;
  const picture = isPicture(props.picture) && props.picture.equipId === camera.equipId ? props.picture : null;
  const degrees = (v: number | null) => (v === null ? '—' : `${formatFixed(v, 1, i18n.language)} °C`);

  return (
    <Card className="portal-thermal" compact>
      <div className="portal-thermal-head">
        <div className="portal-camera-title">
          <H5>{camera.equipName}</H5>
          {picture?.target && (
            <Tag minimal icon={picture.target.kind === 'strings' ? 'merge-columns' : 'box'}>
              {t(`widget.thermal.views.${picture.target.kind}`, {
                name: picture.target.equipName ?? t('widget.thermal.allContainers'),
              })}
            </Tag>
          )}
        </div>
        {cameras.length > 1 && (
          <HTMLSelect
            value={camera.equipId}
            aria-label={t('widget.thermal.camera')}
            onChange={(e) => runtime.setState(props.cameraState, Number(e.currentTarget.value))}
            options={cameras.map((c) => ({ value: c.equipId, label: `${c.equipName}${c.place ? ` · ${c.place}` : ''}` }))}
          />
        )}
      </div>
      {!picture ? (
        <Spinner size={32} />
      ) : picture.reason || picture.min === null || picture.max === null ? (
        <NonIdealState icon="flame" description={t(`widget.thermal.reason.${picture.reason ?? 'noReadings'}`)} />
      ) : (
        <div className="portal-thermal-body">
          <ThermalCanvas picture={{ ...picture, min: picture.min, max: picture.max }} />
          <div className="portal-thermal-side">
            <div className="portal-thermal-scale" aria-label={t('widget.thermal.scale')}>
              <span>{degrees(picture.max)}</span>
              <div className="portal-thermal-scale-bar" style={{ background: ironGradient() }} />
              <span>{degrees(picture.min)}</span>
            </div>
            <FreshValue freshness={freshness('picture')} timeZone={zone}>
              <dl className="portal-thermal-figures">
                <div className="is-hot">
                  <dt>{t('widget.thermal.max')}</dt>
                  <dd>{degrees(picture.max)}</dd>
                </div>
                <div>
                  <dt>{t('widget.thermal.min')}</dt>
                  <dd>{degrees(picture.min)}</dd>
                </div>
                <div>
                  <dt>{t('widget.thermal.mean')}</dt>
                  <dd>{degrees(picture.mean)}</dd>
                </div>
                {picture.reference.moduleTemp !== null && (
                  <div>
                    <dt>{t('widget.thermal.moduleTemp')}</dt>
                    <dd>{degrees(picture.reference.moduleTemp)}</dd>
                  </div>
                )}
                {picture.reference.ambient !== null && (
                  <div>
                    <dt>{t('widget.thermal.ambient')}</dt>
                    <dd>{degrees(picture.reference.ambient)}</dd>
                  </div>
                )}
                {picture.reference.irradiance !== null && (
                  <div>
                    <dt>{t('widget.thermal.irradiance')}</dt>
                    <dd>{formatFixed(picture.reference.irradiance, 0, i18n.language)} W/m²</dd>
                  </div>
                )}
              </dl>
            </FreshValue>
            <Findings picture={picture} />
          </div>
        </div>
      )}
    </Card>
  );
}

/** The strings or containers that stand out, with how much warmer they run. */
function Findings({ picture }: { picture: ThermalPictureDto }) {
  const { t, i18n } = useTranslation();
  const notable = picture.regions.filter((r) => r.state !== 'normal');
  return (
    <div className="portal-thermal-findings">
      <div className="portal-muted">{t('widget.thermal.findings')}</div>
      {notable.length === 0 ? (
        <div>{t('widget.thermal.nothingNotable')}</div>
      ) : (
        <ul>
          {notable.map((r) => (
            <li key={`${r.kind}-${r.branch ?? r.equipId}`} data-state={r.state}>
              {regionText(r, t, i18n.language)}
              {r.excess > 0 && ` · ${t('widget.thermal.excess', { k: formatFixed(r.excess, 1, i18n.language) })}`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

registerWidget('thermal-frame', ThermalFrameWidget);
