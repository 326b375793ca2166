import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Button, ButtonGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { runAction } from '../../engine/actions';
import { useEngine } from '../../engine/NodeRenderer';
import { StoreContext } from '../../stores/rootStore';
import { REMOTE_CONTROL_PERMISSION } from '../remote/DeviceControl';
import {
  applyLabels,
  applyPointValues,
  controlPointOf,
  markControls,
  naturalSize,
  parseSvg,
  readingOf,
  type PointValues,
} from './diagramPoints';
import { DiagramControl, type ControlRequest } from './DiagramControl';
import { ReadingTip, type Hover } from './ReadingTip';
import { usePanZoom } from './usePanZoom';
import type { SvgDiagramProps } from './props';
import './diagram.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'svg-diagram': SvgDiagramProps;
  }
}

const ZOOM_STEP = 1.25;
/** Space kept below a drawing that fills the window. */
const FILL_MARGIN_PX = 16;

/**
 * A wiring diagram drawn by the station's engineers, with live values written into it (attribute convention in
 * diagramPoints.ts). The SVG text is parsed once per drawing: a poll only touches the bound elements, so the
 * operator's zoom, focus and hover survive every refresh. A click on a control opens its remote-control dialog
 * for users allowed to operate, or runs the node's `onControl`.
 */
export const SvgDiagramWidget = observer(function SvgDiagramWidget({
  props,
  node,
  scope,
  runtime,
  freshness,
}: WidgetRenderProps<SvgDiagramProps>) {
  const { t, i18n } = useTranslation();
  const { host } = useEngine();
  // Outside the portal (a story of the drawing alone) there is no session, and so no remote control.
  const stores = useContext(StoreContext);
  const frame = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const root = useRef<Element | null>(null);
  const [full, setFull] = useState(false);
  const [fillHeight, setFillHeight] = useState<number | null>(null);
  const [hover, setHover] = useState<Hover | null>(null);
  const [control, setControl] = useState<ControlRequest | null>(null);
  const { fit, zoomBy, wasDrag } = usePanZoom(viewport, stage);

  const hasPlant = props.psId !== undefined && props.psId !== null && props.psId !== '';
  // A diagram of a plant with no plant chosen asks for nothing, so nothing is loading: the screen says so.
  const noPlant = node.psId !== undefined && !hasPlant;
  const loading = !noPlant && (props.svg === undefined || props.svg === null);
  const svg = typeof props.svg === 'string' ? props.svg : '';
  const parsed = useMemo(() => (svg.trim() ? parseSvg(svg) : null), [svg]);
  const values = (props.values && typeof props.values === 'object' ? props.values : {}) as PointValues;
  const valuesKey = JSON.stringify(values);
  const remote = hasPlant && Boolean(stores?.session.hasPermission(REMOTE_CONTROL_PERMISSION));
  const operable = remote || Boolean(node.onControl);

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
    target.appendChild(drawing);
    root.current = drawing;
    fit(size);
  }, [parsed, fit]);

  useEffect(() => {
    if (root.current) markControls(root.current, operable);
  }, [parsed, operable]);

  useEffect(() => {
    if (root.current) applyLabels(root.current, i18n.language, (key) => (i18n.exists(key) ? t(key) : null));
  }, [parsed, i18n, i18n.language, t]);

  useEffect(() => {
    if (root.current) applyPointValues(root.current, values, i18n.language);
    // valuesKey stands for values: a new object with the same readings needs no pass over the drawing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valuesKey, parsed, i18n.language]);

  useLayoutEffect(() => {
    if (!props.fill) return;
    const measure = () => {
      const top = frame.current?.getBoundingClientRect().top ?? 0;
      setFillHeight(Math.max(props.height ?? 400, Math.floor(window.innerHeight - top - FILL_MARGIN_PX)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [props.fill, props.height]);

  useEffect(() => {
    const box = viewport.current;
    if (!box) return;
    // A new box size (window, full screen, fill) shows the whole drawing again.
    const observer = new ResizeObserver(() => fit());
    observer.observe(box);
    const onFullScreen = () => setFull(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onFullScreen);
    return () => {
      observer.disconnect();
      document.removeEventListener('fullscreenchange', onFullScreen);
    };
  }, [fit]);

  const operate = (target: EventTarget | null) => {
    if (!root.current || !operable || wasDrag()) return;
    const point = controlPointOf(target, root.current);
    if (!point) return;
    if (props.controlKey) runtime.setState(props.controlKey, point);
    const action = node.onControl as SvgDiagramProps['onControl'];
    if (action) void runAction(action, { ...scope, item: { point, value: readingOf(values[point]).value } }, runtime, host);
    if (!remote) return;
    // The dialog opens over the page, which a drawing in full screen would hide.
    if (document.fullscreenElement) void document.exitFullscreen();
    setControl({ point, opening: (control?.opening ?? 0) + 1 });
  };

  const pointAt = (target: EventTarget | null, x: number, y: number) => {
    const element = target instanceof Element ? target.closest('[data-point]') : null;
    const box = frame.current?.getBoundingClientRect();
    if (!element || !box || !root.current?.contains(element)) return setHover(null);
    setHover({ key: element.getAttribute('data-point') ?? '', x: x - box.left, y: y - box.top });
  };

  const toggleFull = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen();
  };

  const height = fillHeight ?? props.height ?? 600;
  const problem = noPlant
    ? 'shell.noPlant'
    : loading
      ? null
      : !svg.trim()
        ? 'widget.diagram.empty'
        : parsed
          ? null
          : 'widget.diagram.invalid';
  return (
    <div
      ref={frame}
      // The values source itself went quiet (the server stopped answering): every reading is old.
      className={`portal-diagram${operable ? ' is-operable' : ''}${freshness('values') ? ' is-stale-source' : ''}`}
      style={{ '--portal-diagram-height': `${height}px` } as CSSProperties}
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
        onPointerMove={(e) => (e.buttons ? setHover(null) : pointAt(e.target, e.clientX, e.clientY))}
        onPointerLeave={() => setHover(null)}
      >
        <div ref={stage} className="portal-diagram-stage" />
      </div>
      {loading && <Spinner className="portal-diagram-problem" aria-label={t('wiring.loading')} />}
      {problem && <NonIdealState className="portal-diagram-problem" icon="diagram-tree" description={t(problem)} />}
      {hover && <ReadingTip hover={hover} entry={values[hover.key]} />}
      {/* Nothing to zoom without a drawing. */}
      <ButtonGroup className="portal-diagram-tools" hidden={!parsed}>
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
      {remote && (
        <DiagramControl
          psId={props.psId}
          request={control}
          liveValue={control ? readingOf(values[control.point]).value : null}
          onDone={() => setControl(null)}
        />
      )}
    </div>
  );
});

registerWidget('svg-diagram', SvgDiagramWidget, { templates: ['onControl'] });
