import { useEffect, useRef, useState } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { resolve } from '../../engine/bindings';
import { runAction } from '../../engine/actions';
import { useEngine } from '../../engine/NodeRenderer';
import { CarouselCard } from './CarouselCard';
import { CarouselDots } from './CarouselDots';
import { branchIcons } from './inverterRules';
import type { CardCarouselProps, StateIntent } from './props';
import './monitor.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'card-carousel': CardCarouselProps;
  }
}

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** Slides on each side of the shown one that hold their cards, so the next slide is there as it slides in. */
const NEIGHBOURS = 1;

/**
 * Paged cards over a bound list (spec-digest 001 §2.2): no autoplay and no loop, so an operator reading a card is
 * never moved away from it; the first slide has no "previous", the last no "next". Only the shown slide and
 * its neighbours hold cards, and a card renders again only when what it shows changed: a poll of 200
 * inverters costs what the dozen cards near the operator's eyes cost.
 */
export const CardCarouselWidget = observer(function CardCarouselWidget({
  props,
  node,
  scope,
  runtime,
  freshness,
}: WidgetRenderProps<CardCarouselProps>) {
  const { t } = useTranslation();
  const { host } = useEngine();
  const items = Array.isArray(props.items) ? (props.items as unknown[]) : [];
  const perSlide = props.perSlide ?? 4;
  const slides = Math.max(1, Math.ceil(items.length / perSlide));
  const [wanted, setSlide] = useState(0);
  // A poll that shortens the list must not leave the carousel past its end.
  const slide = Math.min(wanted, slides - 1);

  const keyOf = (item: unknown, index: number) =>
    typeof node.itemKey === 'string' ? resolve(node.itemKey, { ...scope, item }) : index;
  const selectedKey = props.selected ? runtime.state[props.selected] : undefined;
  const select = (item: unknown, index: number) => {
    if (props.selected) runtime.setState(props.selected, keyOf(item, index));
    const action = node.onSelect as CardCarouselProps['onSelect'];
    if (action) void runAction(action, { ...scope, item }, runtime, host);
  };
  // A card's handler stays the same function from poll to poll and chooses what is at its place when clicked.
  const latest = useRef({ items, select });
  latest.current = { items, select };
  const handlers = useRef(new Map<number, () => void>());
  const onSelectAt = (index: number) => {
    let handler = handlers.current.get(index);
    if (!handler) {
      handler = () => latest.current.select(latest.current.items[index], index);
      handlers.current.set(index, handler);
    }
    return handler;
  };

  const first = items[0];
  const needsFirst = Boolean(props.selectFirst && props.selected && selectedKey === undefined && first !== undefined);
  useEffect(() => {
    if (needsFirst) select(first, 0);
    // Only the moment the first item arrives matters; select itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsFirst]);

  if (items.length === 0) return <NonIdealState icon="inbox" description={t('engine.empty')} />;

  const fields = (node.fields as CardCarouselProps['fields']) ?? [];
  // Translated once a render, not once a card.
  const labels = fields.map((f) => t(f.label));
  const wording = new Map<string, string>();
  const word = (key: string) => {
    let text = wording.get(key);
    if (text === undefined) wording.set(key, (text = t(key)));
    return text;
  };
  const colors = props.stateColors ?? {};
  const cardOf = (item: unknown, index: number) => {
    const itemScope = { ...scope, item };
    const state = typeof node.state === 'string' ? resolve(node.state, itemScope) : undefined;
    const known = state !== undefined && state !== null && state !== '';
    return (
      <CarouselCard
        key={index}
        title={show(resolve(node.title, itemScope))}
        stateText={known && props.stateLabel ? word(`${props.stateLabel}.${String(state)}`) : undefined}
        intent={(known ? colors[String(state)] : undefined) ?? ('none' satisfies StateIntent)}
        fields={fields.map((f, i) => ({ label: labels[i]!, value: show(resolve(f.value, itemScope)) }))}
        branches={
          typeof node.branches === 'string'
            ? branchIcons(resolve(node.branches, itemScope) as Parameters<typeof branchIcons>[0]).map((b) => ({
                ...b,
                stateText: word(b.stateKey),
              }))
            : undefined
        }
        freshness={freshness('items', item)}
        selected={selectedKey !== undefined && selectedKey === keyOf(item, index)}
        columns={props.columns ?? 6}
        height={props.height ?? 200}
        onSelect={onSelectAt(index)}
      />
    );
  };

  const from = slide * perSlide;
  return (
    <div className="portal-carousel">
      <div className="portal-carousel-body">
        <Button
          icon="chevron-left"
          variant="minimal"
          aria-label={t('widget.carousel.previous')}
          disabled={slide === 0}
          onClick={() => setSlide(slide - 1)}
        />
        <div className="portal-carousel-viewport">
          <div className="portal-carousel-track" style={{ transform: `translateX(-${slide * 100}%)` }}>
            {Array.from({ length: slides }, (_, s) => (
              <div key={s} className="portal-carousel-slide" aria-hidden={s !== slide} inert={s !== slide}>
                {Math.abs(s - slide) <= NEIGHBOURS &&
                  items.slice(s * perSlide, (s + 1) * perSlide).map((item, i) => cardOf(item, s * perSlide + i))}
              </div>
            ))}
          </div>
        </div>
        <Button
          icon="chevron-right"
          variant="minimal"
          aria-label={t('widget.carousel.next')}
          disabled={slide === slides - 1}
          onClick={() => setSlide(slide + 1)}
        />
      </div>
      <CarouselDots slides={slides} slide={slide} perSlide={perSlide} total={items.length} onGo={setSlide} />
      <span className="portal-visually-hidden" aria-live="polite">
        {t('widget.carousel.slide', { from: from + 1, to: Math.min(items.length, from + perSlide), total: items.length })}
      </span>
    </div>
  );
});

registerWidget('card-carousel', CardCarouselWidget, {
  templates: ['title', 'state', 'fields', 'itemKey', 'branches', 'onSelect'],
});
