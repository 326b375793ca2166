import { useState } from 'react';
import { InputGroup, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { enterQuota, type QuotaColumn } from '../../api/quotas';
import { RequestFailure } from '../../api/request';
import { showToast } from '../../api/toaster';
import { quotaView } from './quotaFormat';

interface Props {
  quota: QuotaColumn;
  psId: number;
  day: string;
  value: number | null;
  text: string;
  editing: boolean;
  onEdit(on: boolean): void;
  onSaved(): void;
}

/**
 * A value staff enter (curtailment, safety counts): a click opens an input; Enter stores it, Escape leaves
 * it. What the input holds is checked here for the quick answer and by the server, which decides; a
 * refused value stays in the input with the reason beside it.
 */
export function QuotaEntryCell({ quota, psId, day, value, text, editing, onEdit, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  // Entered in the unit the column shows (MWh for a 万kWh quota outside Chinese), stored in the catalogue's.
  const { factor } = quotaView(quota, i18n.language);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const name = t(quota.quotaName);

  const open = () => {
    setDraft(value === null ? '' : String(Number((value * factor).toPrecision(12))));
    setProblem(null);
    onEdit(true);
  };
  const save = async () => {
    const trimmed = draft.trim().replace(',', '.');
    const number = trimmed === '' ? null : Number(trimmed);
    const local = checkDraft(number, trimmed, quota, factor);
    if (local) return setProblem(t(local.key, local.params));
    setSaving(true);
    try {
      await enterQuota(psId, day, quota.quotaCode, number === null ? null : number / factor);
      onEdit(false);
      showToast(t('quota.saved', { name }), 'success');
      onSaved();
    } catch (error) {
      const msg = error instanceof RequestFailure ? (error.body as { msg?: string } | undefined)?.msg : undefined;
      setProblem(msg ?? t('quota.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  if (!editing)
    return (
      <td className="portal-quota-value portal-quota-editable">
        <button type="button" onClick={open} aria-label={t('quota.edit', { name, day })}>
          {text}
        </button>
      </td>
    );
  return (
    <td className="portal-quota-value portal-quota-editing">
      <Tooltip content={problem ?? ''} isOpen={problem !== null} intent="danger" placement="bottom">
        <InputGroup
          autoFocus
          small
          value={draft}
          disabled={saving}
          intent={problem ? 'danger' : 'none'}
          inputMode={quota.integer ? 'numeric' : 'decimal'}
          aria-label={t('quota.edit', { name, day })}
          aria-invalid={problem !== null}
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void save();
            if (e.key === 'Escape') onEdit(false);
          }}
        />
      </Tooltip>
    </td>
  );
}

function checkDraft(
  number: number | null,
  text: string,
  quota: QuotaColumn,
  factor: number,
): { key: string; params?: Record<string, number> } | null {
  if (number === null) return null;
  if (!/^-?\d+(\.\d+)?$/.test(text) || !Number.isFinite(number)) return { key: 'quota.notANumber' };
  const min = (quota.minimum ?? 0) * factor;
  const max = quota.maximum === undefined ? Number.MAX_SAFE_INTEGER : quota.maximum * factor;
  if (number < min || number > max) return { key: 'quota.outOfRange', params: { min, max } };
  if (quota.integer && !Number.isInteger(number)) return { key: 'quota.wholeNumber' };
  return null;
}
