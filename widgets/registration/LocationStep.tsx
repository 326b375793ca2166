import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { UiSchema } from '@rjsf/utils';
import { EntityForm, type FormHandle } from '../form/EntityForm';
import { lookUpTimeZone } from '../../api/registration';
import { PollingStore } from '../../engine/pollingStore';

const CoordinatePickChart = lazy(() => import('../map/CoordinatePickChart'));

type Row = Record<string, unknown>;

export interface LocationStepProps {
  schema: object;
  uiSchema: UiSchema;
  messages: Record<string, string | null>;
  formData: Row;
  serverError: { field: string; msg: string } | null;
  form: React.Ref<FormHandle>;
  onChange(data: Row): void;
  onSubmit(data: Row): void;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
/** Typed coordinates are looked up once the typing pauses. */
const TYPING_PAUSE_MS = 700;
const onGlobe = (lon: number, lat: number) => Math.abs(lon) <= 180 && Math.abs(lat) <= 90;

/**
 * Where the station is: a click on the world map (or typed coordinates) sets longitude and latitude, and the
 * time zone follows from them (looked up offline by the server); the zone stays editable.
 */
export function LocationStep(props: LocationStepProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Row>(props.formData);
  const [patch, setPatch] = useState<Row | null>(null);
  const [recentre, setRecentre] = useState(finite(props.formData.longitude) ? 1 : 0);
  const { onChange } = props;
  const point: [number, number] | null =
    finite(draft.longitude) && finite(draft.latitude) ? [draft.longitude, draft.latitude] : null;

  const follow = useCallback(
    (data: Row) => {
      setDraft(data);
      onChange(data);
    },
    [onChange],
  );

  /** The coordinates whose zone was last asked for: typing them again, or a pick, asks no second time. */
  const asked = useRef(point ? point.join(',') : '');
  const [timers] = useState(() => new PollingStore());

  async function deriveZone(longitude: number, latitude: number) {
    const key = `${longitude},${latitude}`;
    asked.current = key;
    const timeZone = await lookUpTimeZone(latitude, longitude).catch(() => null);
    // A pick or typing since asked again: this answer is for coordinates no longer there, and would put them back.
    if (asked.current !== key) return;
    setPatch({ longitude, latitude, ...(timeZone ? { timeZone } : {}) });
  }

  // Typed (or pasted) coordinates: the zone follows them too, once the typing pauses.
  const typedLon = draft.longitude;
  const typedLat = draft.latitude;
  useEffect(() => {
    if (!finite(typedLon) || !finite(typedLat) || !onGlobe(typedLon, typedLat)) return;
    if (asked.current === `${typedLon},${typedLat}`) return;
    // Answering the cancel: more typing, or leaving the step, drops the pending look-up.
    return timers.later(TYPING_PAUSE_MS, () => void deriveZone(typedLon, typedLat));
  }, [typedLon, typedLat, timers]);

  return (
    <div className="portal-registration-location">
      <div className="portal-registration-map">
        <Suspense fallback={<Spinner aria-busy size={24} />}>
          <CoordinatePickChart
            point={point}
            recentre={recentre}
            onPick={(longitude, latitude) => {
              setPatch({ longitude, latitude });
              void deriveZone(longitude, latitude);
            }}
          />
        </Suspense>
        <div className="portal-registration-map-hint">{t('registration.mapHint')}</div>
      </div>
      <div className="portal-registration-location-form">
        <EntityForm
          ref={props.form}
          schema={props.schema}
          uiSchema={props.uiSchema}
          messages={props.messages}
          formData={props.formData}
          serverError={props.serverError}
          patch={patch}
          onChange={follow}
          onSubmit={props.onSubmit}
        />
        <Button
          size="small"
          icon="locate"
          className="portal-registration-derive"
          disabled={!point}
          text={t('registration.deriveZone')}
          onClick={() => {
            if (!point) return;
            setRecentre((n) => n + 1);
            void deriveZone(point[0], point[1]);
          }}
          data-testid="registration-derive-zone"
        />
      </div>
    </div>
  );
}
