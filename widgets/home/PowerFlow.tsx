import { Icon, ProgressBar, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { formatPercent, formatPower } from '../../shared/formatters';
import { branchFlows, type BranchFlow, type FlowDirection } from './powerFlows';
import type { PowerFlowProps } from './props';
import './home.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'power-flow': PowerFlowProps;
  }
}

type Branch = 'pv' | 'grid' | 'battery' | 'load';

/**
 * Where each branch sits around the bus and which way "towards the bus" runs on screen: PV above, battery
 * below, grid left, load right.
 */
const GEOMETRY: Record<Branch, { axis: 'v' | 'h'; towardsBus: 'down' | 'up' | 'right' | 'left'; icon: IconName }> = {
  pv: { axis: 'v', towardsBus: 'down', icon: 'flash' },
  battery: { axis: 'v', towardsBus: 'up', icon: 'database' },
  grid: { axis: 'h', towardsBus: 'right', icon: 'high-voltage-pole' },
  load: { axis: 'h', towardsBus: 'left', icon: 'office' },
};

const OPPOSITE = { down: 'up', up: 'down', right: 'left', left: 'right' } as const;

function screenDirection(branch: Branch, direction: FlowDirection): 'down' | 'up' | 'right' | 'left' | null {
  if (direction === 'idle') return null;
  const towards = GEOMETRY[branch].towardsBus;
  return direction === 'in' ? towards : OPPOSITE[towards];
}

function Connector({ branch, flow }: { branch: Branch; flow: BranchFlow }) {
  const way = screenDirection(branch, flow.direction);
  return (
    <div
      className={`portal-flow-line axis-${GEOMETRY[branch].axis} ${way ? `moving to-${way}` : 'idle'}`}
      style={{ gridArea: `${branch}l` }}
    >
      {way && <Icon className="portal-flow-arrow" icon={`chevron-${way}`} size={14} />}
    </div>
  );
}

function Node({ branch, flow, label, soc }: { branch: Branch; flow: BranchFlow; label: string; soc?: number | null }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={`portal-flow-node flow-${branch} ${flow.direction}`} style={{ gridArea: branch }} data-branch={branch}>
      <Icon icon={GEOMETRY[branch].icon} size={22} />
      <div className="portal-flow-node-text">
        <span className="portal-muted">{t(label)}</span>
        <strong className="portal-flow-value">{flow.kw === null ? '—' : formatPower(flow.kw, i18n.language)}</strong>
        <span className="portal-flow-state">{t(flow.stateKey)}</span>
        {soc !== undefined && (
          <span className="portal-flow-soc">
            <ProgressBar value={soc === null ? 0 : soc / 100} animate={false} stripes={false} intent="success" />
            <span>{soc === null ? '—' : `${t('home.flow.soc')} ${formatPercent(soc, i18n.language)}`}</span>
          </span>
        )}
      </div>
    </div>
  );
}

/**
 * The power flows of a PV-plus-storage site: PV, grid, battery and load around the site's bus, each with its
 * live power and which way it runs (moving dashes and an arrow; still and grey when idle or unknown).
 */
export function PowerFlowWidget({ props }: WidgetRenderProps<PowerFlowProps>) {
  const { t } = useTranslation();
  const flows = branchFlows(props);
  const soc = typeof props.soc === 'number' ? props.soc : null;
  const labels: Record<Branch, string> = {
    pv: 'home.flow.pv',
    grid: 'home.flow.grid',
    battery: 'home.flow.battery',
    load: 'home.flow.load',
  };
  return (
    <div className="portal-power-flow" role="group" aria-label={t('home.flow.title')}>
      {(Object.keys(labels) as Branch[]).map((b) => (
        <Node key={b} branch={b} flow={flows[b]} label={labels[b]} soc={b === 'battery' ? soc : undefined} />
      ))}
      {(Object.keys(labels) as Branch[]).map((b) => (
        <Connector key={b} branch={b} flow={flows[b]} />
      ))}
      <div className="portal-flow-bus" style={{ gridArea: 'bus' }} title={t('home.flow.bus')}>
        <Icon icon="flows" size={18} />
      </div>
    </div>
  );
}

registerWidget('power-flow', PowerFlowWidget);
