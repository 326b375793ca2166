import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFixed } from '../../shared/formatters';
import type { ThermalPictureDto, ThermalRegionDto } from '../../shared/cameraDto';
import { paintThermal } from './ironPalette';
import { regionText } from './thermalText';

export interface ThermalCanvasProps {
  /** A picture with values (width × height temperatures). */
  picture: ThermalPictureDto & { min: number; max: number };
}

/** The region a pixel lies in, if any. */
function regionAt(regions: ThermalRegionDto[], x: number, y: number): ThermalRegionDto | undefined {
  return regions.find((r) => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height);
}

/**
 * The radiometric picture in false colour (iron), scaled to its box: the hottest pixel marked with a crosshair
 * and its temperature, strings or containers that stand out outlined, and the temperature under the cursor
 * read out beside it.
 */
export function ThermalCanvas({ picture }: ThermalCanvasProps) {
  const { t, i18n } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [hover, setHover] = useState<{ x: number; y: number } | null>(null);
  const { width, height, values, min, max, spot, regions } = picture;

  useEffect(() => {
    const target = canvas.current;
    const context = target?.getContext('2d');
    if (!target || !context || values.length !== width * height) return;
    context.putImageData(new ImageData(paintThermal(values, min, max), width, height), 0, 0);
  }, [values, width, height, min, max]);

  const degrees = (v: number) => `${formatFixed(v, 1, i18n.language)} °C`;
  const follow = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const x = Math.floor(((e.clientX - box.left) / box.width) * width);
    const y = Math.floor(((e.clientY - box.top) / box.height) * height);
    setHover(x >= 0 && y >= 0 && x < width && y < height ? { x, y } : null);
  };
  const hovered = hover && values[hover.y * width + hover.x];
  const hoverRegion = hover && regionAt(regions, hover.x, hover.y);
  // The spot's label sits on the side with room for it.
  const labelLeft = spot ? spot.x < width * 0.6 : true;

  return (
    <div className="portal-thermal-picture">
      <div
        className="portal-thermal-frame"
        style={{ aspectRatio: `${width} / ${height}` }}
        onMouseMove={follow}
        onMouseLeave={() => setHover(null)}
      >
        <canvas
          ref={canvas}
          width={width}
          height={height}
          className="portal-thermal-canvas"
          aria-label={t('widget.thermal.picture')}
        />
        <svg className="portal-thermal-overlay" viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden>
          {regions
            .filter((r) => r.state !== 'normal' && r.state !== 'absent')
            .map((r) => (
              <rect
                key={`${r.kind}-${r.branch ?? r.equipId}`}
                className={`portal-thermal-region is-${r.state}`}
                x={r.x + 0.5}
                y={r.y - 0.5}
                width={r.width - 1}
                height={r.height}
              />
            ))}
          {spot && (
            <g className="portal-thermal-spot" data-x={spot.x} data-y={spot.y}>
              <line x1={spot.x + 0.5} x2={spot.x + 0.5} y1={spot.y - 6} y2={spot.y + 7} />
              <line x1={spot.x - 6} x2={spot.x + 7} y1={spot.y + 0.5} y2={spot.y + 0.5} />
              <circle cx={spot.x + 0.5} cy={spot.y + 0.5} r={3} />
            </g>
          )}
        </svg>
        {spot && (
          <span
            className="portal-thermal-spot-label"
            style={{
              top: `${((spot.y + 0.5) / height) * 100}%`,
              ...(labelLeft
                ? { left: `${((spot.x + 8) / width) * 100}%` }
                : { right: `${((width - spot.x + 7) / width) * 100}%` }),
            }}
          >
            {t('widget.thermal.hotSpot')} {degrees(spot.temp)}
          </span>
        )}
        {hover && hovered !== undefined && hovered !== null && (
          <span
            className="portal-thermal-cursor"
            style={{
              top: `${((hover.y + 1) / height) * 100}%`,
              ...(hover.x < width * 0.6
                ? { left: `${((hover.x + 2) / width) * 100}%` }
                : { right: `${((width - hover.x + 1) / width) * 100}%` }),
            }}
          >
            {degrees(hovered)}
          </span>
        )}
      </div>
      <div className="portal-thermal-hover" data-hover={hover ? 'on' : 'off'}>
        {hover && hovered !== undefined && hovered !== null
          ? `${t('widget.thermal.atCursor', { x: hover.x, y: hover.y, temp: degrees(hovered) })}${hoverRegion ? ` · ${regionText(hoverRegion, t, i18n.language)}` : ''}`
          : t('widget.thermal.hoverHint')}
      </div>
    </div>
  );
}
