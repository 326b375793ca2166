import { useEffect, useMemo, useRef, useState } from 'react';
import { reaction } from 'mobx';
import { Alert, Callout, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { loadWidgetsOf } from '../../widgets';
import { NodeRenderer, EngineContext } from '../../engine/NodeRenderer';
import { PageRuntime } from '../../engine/pageRuntime';
import type { PageSchema } from '../../engine/pageSchema';
import type { ActionHost } from '../../engine/actions';
import { callData, request } from '../../api/request';
import { showToast } from '../../api/toaster';
import { useStores } from '../../stores/rootStore';
import { StationRequired } from './StationRequired';
import { usePageStation } from './usePageStation';

export interface SchemaPageProps {
  /** schemas/pages/<id>.json, served by the API so a changed file shows on reload. */
  id: string;
}

/** A screen from a page schema: fetched (migrated and validated by the server), then rendered; problems show in its place. */
export default observer(function SchemaPage({ id }: SchemaPageProps) {
  const { t, i18n } = useTranslation();
  const { session } = useStores();
  const params = useParams();
  const navigate = useNavigate();
  const [schema, setSchema] = useState<PageSchema | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<{ text: string; done(ok: boolean): void } | null>(null);

  useEffect(() => {
    let live = true;
    // The server migrates and checks the page against its meta-schema and every widget's props schema.
    // Then its widgets' code, so that the page renders whole.
    callData<{ page: PageSchema | null; problems: string[] }>({ url: `/ui/schema/${id}` })
      .then(async ({ page, problems }) => {
        if (page && problems.length === 0) await loadWidgetsOf(page);
        if (!live) return;
        setProblems(problems);
        if (page && problems.length === 0) setSchema(page);
      })
      .catch((e: Error) => live && setProblems([e.message]));
    return () => {
      live = false;
    };
  }, [id]);

  const host: ActionHost = useMemo(
    () => ({
      navigate,
      // A write the server answers with its own words ("Password changed…") tells the user it was done.
      call: (method, url, body) =>
        request.request<{ msg?: string }>({ method, url, data: body }).then((r) => {
          if (method !== 'GET' && r.data.msg && r.data.msg !== 'ok') showToast(r.data.msg, 'success');
          return r.data;
        }),
      confirm: (text) => new Promise((done) => setConfirming({ text, done })),
      download: (url) => window.open(`/prod-api${url}`, '_blank'),
    }),
    [navigate],
  );

  // A station page without one of the user's stations renders nothing but the request to choose one.
  const station = usePageStation();
  const waitsForStation = Boolean(schema?.station) && station.psId === null;
  const runtime = useMemo(
    () => {
      if (!schema || waitsForStation) return null;
      // The page lives for the station it started with: another station starts a new runtime, and this one,
      // disposed, never asks anything with the other station's id (nor anything of its own after the switch).
      return new PageRuntime(
        schema,
        () => ({
          session: { user: session.user, roles: session.roles },
          plant: station,
          route: params,
          locale: i18n.language,
        }),
        (r, { signal, timeout }) =>
          request
            .request({ method: r.method, url: r.url, data: r.body, params: r.params, silent: true, signal, timeout })
            .then((res) => res.data),
      );
    },
    // The runtime belongs to this schema, route and station; a new one replaces it when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema, JSON.stringify(params), station, waitsForStation],
  );
  useEffect(() => () => runtime?.dispose(), [runtime]);
  // Busy (for assistive technology, and for tests waiting for a screen) until every source has answered once. Set
  // on the element, not rendered: a widget joining a task while it renders would otherwise update this page then.
  const sources = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!runtime) return;
    return reaction(
      () => runtime.polling.waiting,
      (waiting) => sources.current?.setAttribute('aria-busy', String(waiting)),
      { fireImmediately: true },
    );
  }, [runtime]);
  // One value while the page lives: a new one would render every node again.
  const engine = useMemo(() => runtime && { runtime, host }, [runtime, host]);

  if (problems.length)
    return (
      <div className="portal-page">
        <Callout intent="danger" icon="error" title={t('engine.schemaError')}>
          <ul className="portal-schema-problems">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Callout>
      </div>
    );
  if (waitsForStation) return <StationRequired />;
  if (!runtime || !engine) return <Spinner aria-busy className="portal-page-spinner" />;
  return (
    <EngineContext.Provider value={engine}>
      <div ref={sources} className="portal-page-sources" aria-busy="true">
        <NodeRenderer node={runtime.schema.body} />
      </div>
      <Alert
        isOpen={Boolean(confirming)}
        intent="danger"
        icon="warning-sign"
        confirmButtonText={t('engine.confirm')}
        cancelButtonText={t('shell.cancel')}
        onConfirm={() => {
          confirming?.done(true);
          setConfirming(null);
        }}
        onCancel={() => {
          confirming?.done(false);
          setConfirming(null);
        }}
      >
        {confirming ? t(confirming.text) : ''}
      </Alert>
    </EngineContext.Provider>
  );
});
