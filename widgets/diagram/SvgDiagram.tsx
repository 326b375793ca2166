import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Button, ButtonGroup, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { runAction } from '../../engine/actions';
import { useEngine } from '../../engine/NodeRenderer';
import { applyPointValues, controlPointOf, markControls, naturalSize, parseSvg, type PointValues } from './diagramPoints';
import { usePanZoom } from './usePanZoom';
import type { SvgDiagramProps } from './props';
import './diagram.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'svg-diagram': SvgDiagramProps;
  }
}

const ZOOM_STEP = 1.25;

/**
 * A wiring diagram drawn by the station's engineers, with live values written into it (attribute convention in
 * diagramPoints.ts). The SVG text is parsed once per drawing: a poll only touches the bound elements, so the
 * operator's zoom, focus and hover survive every refresh.
 */
export function SvgDiagramWidget({ props, node, scope, runtime }: WidgetRenderProps<SvgDiagramProps>) {
  const { t, i18n } = useTranslation();
  const { host } = useEngine();
  const frame = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const root = useRef<Element | null>(null);
  const [full, setFull] = useState(false);
  const { fit, zoomBy, wasDrag } = usePanZoom(viewport, stage);

  const svg = typeof props.svg === 'string' ? props.svg : '';
  const parsed = useMemo(() => (svg.trim() ? parseSvg(svg) : null), [svg]);
  const values = (props.values && typeof props.values === 'object' ? props.values : {}) as PointValues;
  const valuesKey = JSON.stringify(values);

  useEffect(() => {
    const target = stage.current;
    if (!target) return;
    target.replaceChildren();
    root.current = null;
    if (!parsed) return;
    const size = naturalSize(parsed);
    const drawing = document.importNode(parsed, true);
    // A drawing sized in % would follow the stage it is scaled in; its own size keeps the scale meaningful.
    drawing.setAttribute('width', String(size.width));
    drawing.setAttribute('height', String(size.height));
    markControls(drawing);
    target.appendChild(drawing);
    root.current = drawing;
    fit(size);
  }, [parsed, fit]);

  useEffect(() => {
    if (root.current) applyPointValues(root.current, values, i18n.language);
    // valuesKey stands for values: a new object with the same readings needs no pass over the drawing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valuesKey, parsed, i18n.language]);

  useEffect(() => {
    const onChange = () => {
      setFull(document.fullscreenElement === frame.current);
      // The box has its new size only after the browser has laid it out.
      requestAnimationFrame(() => fit());
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [fit]);

  const operate = (target: EventTarget | null) => {
    if (!root.current || wasDrag()) return;
    const point = controlPointOf(target, root.current);
    if (!point) return;
    if (props.controlKey) runtime.setState(props.controlKey, point);
    const action = node.onControl as SvgDiagramProps['onControl'];
    const entry = values[point];
    const value = entry && typeof entry === 'object' ? (entry as { value?: unknown }).value : entry;
    if (action) void runAction(action, { ...scope, item: { point, value } }, runtime, host);
  };

  const toggleFull = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen();
  };

  const problem = !svg.trim() ? 'widget.diagram.empty' : parsed ? null : 'widget.diagram.invalid';
  return (
    <div
      ref={frame}
      className="portal-diagram"
      style={{ '--portal-diagram-height': `${props.height ?? 600}px` } as CSSProperties}
    >
      <div
        ref={viewport}
        className="portal-diagram-viewport"
        onClick={(e) => operate(e.target)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault();
          operate(e.target);
        }}
      >
        <div ref={stage} className="portal-diagram-stage" />
      </div>
      {problem && <NonIdealState className="portal-diagram-problem" icon="diagram-tree" description={t(problem)} />}
      <ButtonGroup className="portal-diagram-tools">
        <Button
          icon="zoom-in"
          aria-label={t('widget.diagram.zoomIn')}
          title={t('widget.diagram.zoomIn')}
          onClick={() => zoomBy(ZOOM_STEP)}
        />
        <Button
          icon="zoom-out"
          aria-label={t('widget.diagram.zoomOut')}
          title={t('widget.diagram.zoomOut')}
          onClick={() => zoomBy(1 / ZOOM_STEP)}
        />
        <Button icon="zoom-to-fit" aria-label={t('widget.diagram.fit')} title={t('widget.diagram.fit')} onClick={() => fit()} />
        <Button
          icon={full ? 'minimize' : 'fullscreen'}
          aria-label={t(full ? 'widget.diagram.exitFullScreen' : 'widget.diagram.fullScreen')}
          title={t(full ? 'widget.diagram.exitFullScreen' : 'widget.diagram.fullScreen')}
          onClick={toggleFull}
        />
      </ButtonGroup>
    </div>
  );
}

registerWidget('svg-diagram', SvgDiagramWidget, { templates: ['onControl'] });
