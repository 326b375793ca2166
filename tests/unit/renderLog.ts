/**
 * Which components React rendered, told the way React DevTools tells it: React calls the DevTools hook after
 * each commit; a component rendered when its fiber carries React's PerformedWork flag, and a subtree whose
 * children are those of the previous commit was not visited. Import this module before anything that loads
 * react-dom (it must find the hook when it starts).
 */

interface Fiber {
  tag: number;
  flags: number;
  type: unknown;
  memoizedProps: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

const PERFORMED_WORK = 1;
/** Function, class, forwardRef, memo and simple memo components. */
const COMPONENTS = new Set([0, 1, 11, 14, 15]);

const rendered: { type: unknown; props: unknown }[] = [];

function walk(fiber: Fiber | null): void {
  for (let f = fiber; f; f = f.sibling) {
    const old = f.alternate;
    if (COMPONENTS.has(f.tag) && (!old || (f.flags & PERFORMED_WORK) !== 0))
      rendered.push({ type: f.type, props: f.memoizedProps });
    if (!old || f.child !== old.child) walk(f.child);
  }
}

(globalThis as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => undefined,
  onScheduleFiberRoot: () => undefined,
  onCommitFiberUnmount: () => undefined,
  onPostCommitFiberRoot: () => undefined,
  onCommitFiberRoot: (_id: number, root: { current: Fiber }) => walk(root.current.child),
};

/** The function a component renders with: `memo` and `observer` wrap it. */
const renderFunction = (component: unknown) => (component as { type?: unknown }).type ?? component;

export const renderLog = {
  clear(): void {
    rendered.length = 0;
  },
  /** The props of each render of a component since the last clear. */
  of<P>(component: unknown): P[] {
    const type = renderFunction(component);
    return rendered.filter((r) => r.type === type).map((r) => r.props as P);
  },
};
