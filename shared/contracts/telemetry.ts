/**
 * Contracts of the telemetry domain: whether a process has started and what it has ingested, the gateway samples
 * refused for their stamps (docs/ingest.md), and how far the history is filled. The stations' live figures are
 * the stations domain's (`stationLiveData` of stations.ts).
 */
import { Type } from 'typebox';
import { contract, envelope, namedStation, nullable } from './common';

/**
 * A process's role, whether its core has started, the values it has written since, those its gateways sent, and
 * those it applied from the other processes (its replica, docs/scale-out.md).
 */
export const health = contract({
  method: 'GET',
  url: '/health',
  response: envelope(
    Type.Object({
      role: Type.String(),
      ready: Type.Boolean(),
      ingested: Type.Integer(),
      gatewayValues: Type.Integer(),
      replicated: Type.Integer(),
    }),
  ),
});

/** Gateway samples refused for their stamps, by station and reason, since the ingest processes started. */
export const gatewayRefusals = contract({
  method: 'GET',
  url: '/monitor/gatewayRefusals',
  response: envelope(
    Type.Array(
      Type.Object({
        ...namedStation,
        reason: Type.String(),
        count: Type.Integer(),
        lastStamp: Type.Number(),
        lastAt: Type.Integer(),
      }),
    ),
  ),
});

/** Whether history is being filled, how far, and for how many days. */
export const historyProgress = contract({
  method: 'GET',
  url: '/monitor/historyProgress',
  response: envelope(
    Type.Object({
      filling: Type.Boolean(),
      percent: Type.Integer(),
      secondsLeft: nullable('integer'),
      days: Type.Integer(),
      todayReady: Type.Boolean(),
    }),
  ),
});
