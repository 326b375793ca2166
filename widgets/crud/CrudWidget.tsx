import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { CrudPage } from './CrudPage';
import type { CrudProps } from './props';

declare module '../../engine/registry' {
  interface WidgetProps {
    crud: CrudProps;
  }
}

export function CrudWidget({ props }: WidgetRenderProps<CrudProps>) {
  return <CrudPage entity={props.entity} fixed={props.fixed} />;
}

registerWidget('crud', CrudWidget);
