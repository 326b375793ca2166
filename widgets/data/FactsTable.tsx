import type { ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** A record's facts, one a row: the label (an i18n key) in the head cell, the value beside it. */
export function FactsTable({ rows, className }: { rows: readonly (readonly [string, ReactNode])[]; className: string }) {
  const { t } = useTranslation();
  return (
    <HTMLTable compact className={className}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th>{t(label)}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
