// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { registeredWidgetTypes } from '../../engine/registry';
import { loadWidgetsOf } from '../../widgets';
import { WIDGET_MODULES } from '../../widgets/manifest';

// One test alone in its file: the registry starts empty, and fills as pages load.
describe('a page loads only the widgets it names', () => {
  it('cards and text load the layout widgets alone; each type loads the module that registers what the manifest lists', async () => {
    expect(registeredWidgetTypes()).toEqual([]);
    await loadWidgetsOf({ type: 'page', body: [{ type: 'card', children: [{ type: 'text', text: 'type' }] }] });
    const layout = Object.keys(WIDGET_MODULES['layout/LayoutWidgets']);
    expect(registeredWidgetTypes()).toEqual([...layout].sort());

    for (const [module, types] of Object.entries(WIDGET_MODULES)) {
      await loadWidgetsOf({ type: Object.keys(types)[0] });
      expect(
        Object.keys(types).filter((type) => !registeredWidgetTypes().includes(type)),
        module,
      ).toEqual([]);
    }
  }, 120_000); // each module is transformed on first import
});
