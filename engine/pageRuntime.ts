import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { resolve, type Scope } from './bindings';
import { getPath, setPath, splitApi } from './path';
import type { PageSchema, SourceDefinition } from './pageSchema';
import { PollingStore, type Fetcher, type PollRequest } from './pollingStore';
import { onPush } from '../api/alarmStream';
import { answerFreshness, boundPaths, freshnessAlong, freshnessOf, worse, type Freshness } from './freshness';

/** The page sources (`data.<name>`) that bindings anywhere in a written value read. */
function boundSources(written: unknown): string[] {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string')
      for (const path of boundPaths(value)) {
        const name = /^data\.([^.[]+)/.exec(path)?.[1];
        if (name) names.add(name);
      }
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(written);
  return [...names];
}

/** The live side of one rendered page: its state, its sources' data, open dialogs and its polls. */
export class PageRuntime {
  state: Record<string, unknown>;
  openDialogs = new Set<string>();
  readonly polling: PollingStore;
  /**
   * Every source's data, each under its name, read when looked up: a widget follows only the sources its
   * bindings reach, so a poll renders again what shows that source and nothing else.
   */
  readonly data: Readonly<Record<string, unknown>>;
  private readonly disposers: IReactionDisposer[] = [];
  private readonly unsubscribes = new Map<string, () => void>();
  private readonly requests = new Map<string, PollRequest>();
  private readonly pushes: (() => void)[] = [];

  constructor(
    readonly schema: PageSchema,
    /** Session, plant, route params and locale: the part of the scope the page does not own. */
    private readonly context: () => Omit<Scope, 'state' | 'data' | 'item'>,
    fetcher: Fetcher,
  ) {
    this.state = { ...(schema.state ?? {}) };
    this.polling = new PollingStore(fetcher);
    const data: Record<string, unknown> = {};
    for (const name of Object.keys(schema.sources ?? {}))
      Object.defineProperty(data, name, { enumerable: true, get: () => this.sourceData(name) });
    this.data = data;
    makeAutoObservable<PageRuntime, 'disposers' | 'unsubscribes' | 'requests' | 'pushes' | 'context' | 'sourceData'>(this, {
      disposers: false,
      pushes: false,
      unsubscribes: false,
      requests: false,
      context: false,
      polling: false,
      schema: false,
      data: false,
      sourceData: false,
    });
    for (const [name, source] of Object.entries(schema.sources ?? {})) {
      // A source follows its bindings: when the page state or route changes, its request changes with them.
      this.disposers.push(
        reaction(
          () => this.requestOf(source),
          (request) => this.follow(name, request),
          { fireImmediately: true, equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
        ),
      );
      for (const kind of source.refreshOn ?? []) this.pushes.push(onPush(kind, () => void this.refresh([name])));
    }
  }

  private requestOf(source: SourceDefinition): PollRequest | null {
    const scope = { ...this.context(), state: this.state };
    if (source.when !== undefined && !resolve(source.when, scope)) return null;
    const [method, url] = splitApi(source.api);
    return {
      method,
      url: resolve(url, scope),
      body: resolve(source.body, scope),
      params: resolve(source.params, scope),
      poll: source.poll ?? 'none',
    };
  }

  private follow(name: string, request: PollRequest | null): void {
    this.unsubscribes.get(name)?.();
    this.unsubscribes.delete(name);
    this.requests.delete(name);
    if (!request) return;
    this.requests.set(name, request);
    this.unsubscribes.set(name, this.polling.subscribe(request));
  }

  /** One source's data: `dataPath` (which may hold bindings) picks the part of the answer. */
  private sourceData(name: string): unknown {
    const source = this.schema.sources?.[name];
    const request = this.requests.get(name);
    const answer = request ? this.polling.data(request) : undefined;
    if (!source?.dataPath) return getPath(answer, 'data');
    const path = resolve(source.dataPath, { ...this.context(), state: this.state });
    return path === 'none' ? answer : getPath(answer, path);
  }

  /** The whole answer of a source (for pages: rows and total together). */
  answer(name: string): unknown {
    const request = this.requests.get(name);
    return request ? this.polling.data(request) : undefined;
  }

  /**
   * How fresh a written binding's value is: the marks the server put on what it looks up (and on a list item
   * resolved from it), and the age of the page's own last answer from each source it reads.
   */
  freshness(written: unknown, scope: Scope, item?: unknown): Freshness | null {
    const now = Date.now();
    let found = item === undefined ? null : freshnessOf(item);
    for (const path of boundPaths(written)) {
      found = worse(found, freshnessAlong(scope, path));
      const source = /^data\.([^.[]+)/.exec(path)?.[1];
      const request = source ? this.requests.get(source) : undefined;
      // An answer renewed at the last poll is at most a period old, so fresh; only after a failure can it age
      // past two periods. Its time is read only then, so a page renders again at each failure, not each answer.
      if (request && this.polling.failures(request) > 0)
        found = worse(found, answerFreshness(this.polling.answeredAt(request), request.poll, now));
    }
    return found;
  }

  /** The sources a node's written props read whose request failed before it ever answered (a retry asks them again). */
  unanswered(written: unknown): string[] {
    return boundSources(written).filter((name) => {
      const request = this.requests.get(name);
      return request !== undefined && this.polling.failedUnanswered(request);
    });
  }

  scope(extra: Partial<Scope> = {}): Scope {
    return { ...this.context(), state: this.state, data: this.data, ...extra };
  }

  setState(key: string, value: unknown): void {
    this.state = setPath(this.state, key, value);
  }

  openDialog(id: string): void {
    this.openDialogs = new Set(this.openDialogs).add(id);
  }

  closeDialog(id: string): void {
    const next = new Set(this.openDialogs);
    next.delete(id);
    this.openDialogs = next;
  }

  async refresh(names: string[] = Object.keys(this.schema.sources ?? {})): Promise<void> {
    await Promise.all(
      names
        .map((n) => this.requests.get(n))
        .filter((r): r is PollRequest => Boolean(r))
        .map((r) => this.polling.refresh(r)),
    );
  }

  dispose(): void {
    for (const d of this.disposers) d();
    for (const p of this.pushes) p();
    for (const u of this.unsubscribes.values()) u();
    this.polling.dispose();
  }
}
