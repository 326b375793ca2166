import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { CrudPage } from './CrudPage';
import type { CrudProps } from './props';

declare module '../../engine/registry' {
  interface WidgetProps {
    crud: CrudProps;
  }
}

/** The generic CRUD page over the page's sources: it writes the list's query to page state and refreshes the list after a command. */
export function CrudWidget({ props, runtime }: WidgetRenderProps<CrudProps>) {
  return (
    <CrudPage
      entity={props.entity}
      fixed={props.fixed}
      meta={props.definition ?? null}
      list={props.list ?? null}
      onQuery={(query) => runtime.setState(props.state, query)}
      onChanged={() => void runtime.refresh(props.source ? [props.source] : undefined)}
    />
  );
}

registerWidget('crud', CrudWidget);
