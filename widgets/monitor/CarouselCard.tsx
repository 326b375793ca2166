import { memo } from 'react';
import { Card, Icon, Tag } from '@blueprintjs/core';
import { FreshValue } from '../../engine/FreshValue';
import { usePlantZone } from '../../engine/plantZone';
import type { Freshness } from '../../engine/freshness';
import type { BranchIcon } from './inverterRules';
import type { StateIntent } from './props';

export interface CarouselCardProps {
  /** The card's heading, already resolved for its item. */
  title: string;
  /** The state's wording, or nothing when the card has no state. */
  stateText?: string;
  /** Colour of the state: the card's edge and its tag. */
  intent: StateIntent;
  /** Branch icons with their state's wording already translated. */
  branches?: (BranchIcon & { stateText: string })[];
  /** Label (already translated) and value of each figure. */
  fields: { label: string; value: string }[];
  /** Not live (the engine's verdict): the figures are dimmed and the card says how old they are. */
  freshness?: Freshness | null;
  selected: boolean;
  /** Width as a share of the slide, in 24ths. */
  columns: number;
  height: number;
  /** Chooses the card; the same function from poll to poll, or the card renders again at every poll. */
  onSelect(): void;
}

const sameFields = (a: CarouselCardProps['fields'], b: CarouselCardProps['fields']) =>
  a.length === b.length && a.every((f, i) => f.label === b[i]!.label && f.value === b[i]!.value);

const sameBranches = (a: CarouselCardProps['branches'], b: CarouselCardProps['branches']) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.length === b.length &&
    a.every((x, i) => x.name === b[i]!.name && x.intent === b[i]!.intent && x.stateText === b[i]!.stateText));

/** Equal when everything the card shows is equal: a poll that leaves an inverter's figures alone leaves its card alone. */
export function sameCard(a: CarouselCardProps, b: CarouselCardProps): boolean {
  return (
    a.title === b.title &&
    a.stateText === b.stateText &&
    a.intent === b.intent &&
    a.selected === b.selected &&
    a.columns === b.columns &&
    a.height === b.height &&
    a.onSelect === b.onSelect &&
    (a.freshness ?? null)?.quality === (b.freshness ?? null)?.quality &&
    (a.freshness ?? null)?.time === (b.freshness ?? null)?.time &&
    sameFields(a.fields, b.fields) &&
    sameBranches(a.branches, b.branches)
  );
}

/** One card of a carousel: heading, state tag and figures, coloured by the state. */
export const CarouselCard = memo(function CarouselCard(props: CarouselCardProps) {
  const zone = usePlantZone();
  return (
    <Card
      className={`portal-carousel-card intent-${props.intent}`}
      interactive
      selected={props.selected}
      compact
      onClick={props.onSelect}
      // Keyboard users choose a card the way they press a button.
      tabIndex={0}
      role="button"
      aria-pressed={props.selected}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          props.onSelect();
        }
      }}
      // The height is a floor: a narrow screen wraps labels, and a card grows rather than clip its figures.
      style={{ flex: `0 0 calc(${(props.columns / 24) * 100}% - 12px)`, minHeight: props.height }}
    >
      <div className="portal-carousel-card-head">
        <span className="portal-carousel-card-title" title={props.title}>
          {props.title}
        </span>
        {props.stateText && (
          <Tag minimal round intent={props.intent === 'none' ? 'none' : props.intent}>
            {props.stateText}
          </Tag>
        )}
      </div>
      <FreshValue freshness={props.freshness ?? null} timeZone={zone}>
        <dl className="portal-carousel-card-fields">
          {props.fields.map((f, i) => (
            <div key={i}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </FreshValue>
      {props.branches && props.branches.length > 0 && (
        <div className="portal-carousel-card-branches">
          {props.branches.map((b, i) => (
            <Icon
              key={i}
              icon="full-circle"
              size={10}
              intent={b.intent === 'none' ? undefined : b.intent}
              title={`${b.name}: ${b.stateText}`}
              className={`branch-${b.intent}`}
            />
          ))}
        </div>
      )}
    </Card>
  );
}, sameCard);
