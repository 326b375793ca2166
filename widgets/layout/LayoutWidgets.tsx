import { useState } from 'react';
import { Card, Dialog, DialogBody, H3, H5, Icon, Tab, Tabs, type IconName } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import type { CardProps, ColProps, DialogProps, GridProps, PageProps, RowProps, TabsProps, TextProps } from './props';

declare module '../../engine/registry' {
  interface WidgetProps {
    page: PageProps;
    grid: GridProps;
    row: RowProps;
    col: ColProps;
    card: CardProps;
    tabs: TabsProps;
    dialog: DialogProps;
    text: TextProps;
  }
}

/** The root of a screen: its title and its content. */
export function PageWidget({ props, children }: WidgetRenderProps<PageProps>) {
  const { t } = useTranslation();
  return (
    <div className={`portal-schema-page${props.padded === false ? '' : ' padded'}`}>
      {props.title && <H3 className="portal-schema-title">{t(props.title)}</H3>}
      {children}
    </div>
  );
}

/** A grid column is never narrower than this: on a tablet three columns become two, their figures whole. */
const LEAST_COLUMN_PX = 280;

/** Up to `columns` equal columns; fewer when the page is too narrow for them, the cells wrapping below. */
export function GridWidget({ props, children }: WidgetRenderProps<GridProps>) {
  const columns = props.columns ?? 3;
  const gap = props.gap ?? 16;
  const share = `calc((100% - ${(columns - 1) * gap}px) / ${columns})`;
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, max(${LEAST_COLUMN_PX}px, ${share})), 1fr))`,
        gap,
      }}
    >
      {children}
    </div>
  );
}

export function RowWidget({ props, children }: WidgetRenderProps<RowProps>) {
  return (
    <div style={{ display: 'flex', gap: props.gap ?? 16, alignItems: props.align ?? 'stretch', flexWrap: 'wrap' }}>
      {children}
    </div>
  );
}

/** A column of a row, `span` out of 24. */
export function ColWidget({ props, children }: WidgetRenderProps<ColProps>) {
  const span = props.span ?? 24;
  return <div style={{ flex: `0 0 calc(${(span / 24) * 100}% - 16px)`, minWidth: 0 }}>{children}</div>;
}

export function CardWidget({ props, children }: WidgetRenderProps<CardProps>) {
  const { t } = useTranslation();
  return (
    <Card className="portal-schema-card">
      {props.title && (
        <H5 className="portal-schema-card-title">
          {props.icon && <Icon icon={props.icon as IconName} />} {t(props.title)}
        </H5>
      )}
      {children}
    </Card>
  );
}

/** Tabs whose panels are the node's children, in order. */
export function TabsWidget({ props, children }: WidgetRenderProps<TabsProps>) {
  const { t } = useTranslation();
  const panels = Array.isArray(children) ? children : [children];
  const [selected, setSelected] = useState('0');
  return (
    <Tabs id="schema-tabs" selectedTabId={selected} onChange={(id) => setSelected(String(id))}>
      {props.tabs.map((title, i) => (
        <Tab key={i} id={String(i)} title={t(title)} panel={<>{panels[i]}</>} />
      ))}
    </Tabs>
  );
}

/** A dialog opened by an action naming the node's id. */
export const DialogWidget = observer(function DialogWidget({ props, node, runtime, children }: WidgetRenderProps<DialogProps>) {
  const { t } = useTranslation();
  const id = String(node.id ?? '');
  return (
    <Dialog
      isOpen={runtime.openDialogs.has(id)}
      onClose={() => runtime.closeDialog(id)}
      title={t(props.title)}
      style={{ width: props.width ?? 768 }}
    >
      <DialogBody>{children}</DialogBody>
    </Dialog>
  );
});

/** A text: an i18n key, or a binding that produces the text. */
export function TextWidget({ props }: WidgetRenderProps<TextProps>) {
  const { t } = useTranslation();
  const text = t(String(props.text ?? ''));
  if (props.variant === 'heading') return <H5>{text}</H5>;
  return <p className={props.variant === 'muted' ? 'portal-muted' : undefined}>{text}</p>;
}

registerWidget('page', PageWidget);
registerWidget('grid', GridWidget);
registerWidget('row', RowWidget);
registerWidget('col', ColWidget);
registerWidget('card', CardWidget);
registerWidget('tabs', TabsWidget);
registerWidget('dialog', DialogWidget);
registerWidget('text', TextWidget);
