/** What the entity form shares with its widgets: the whole form's data, for widgets that edit two fields. */
export interface EntityFormContext {
  data: Record<string, unknown>;
  setField(name: string, value: unknown): void;
  /** The entity's API path, for uploads. */
  basePath: string;
}

/** A field's name from its rjsf id (`root_svgPath`). */
export const fieldNameOf = (id: string) => id.replace(/^root_/, '');
