// @vitest-environment jsdom
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import i18n from 'i18next';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../app/i18n';
import { request } from '../../api/request';
import { describeEntity } from '../../server/entities/entityMeta';
import type { EntityDefinition } from '../../server/entities/definition';
import stationParam from '../../schemas/entities/stationParam.json';
import { ImportDialog } from '../../widgets/crud/ImportDialog';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

describe('the import dialog', () => {
  it('lists each refused row when the server answers HTTP 400 with the row report', async () => {
    const refusal = {
      code: 400,
      msg: 'Nothing was imported: 1 row(s) have mistakes',
      data: { errors: [{ row: 4, field: 'paramCode', msg: 'Plant + Parameter code 11 / hlx is already in row 2 of the file' }] },
    };
    request.defaults.adapter = (config: InternalAxiosRequestConfig) =>
      Promise.reject(
        new AxiosError('Request failed with status code 400', AxiosError.ERR_BAD_REQUEST, config, null, {
          data: refusal,
          status: 400,
          statusText: 'Bad Request',
          headers: {},
          config,
        }),
      );
    const meta = describeEntity(stationParam as unknown as EntityDefinition, i18n.t);
    render(<ImportDialog meta={meta} isOpen onClose={() => undefined} onDone={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    const input = dialog.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'params.xlsx')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Nothing was imported: 1 row(s) have mistakes')).toBeTruthy();
    expect(within(dialog).getByText('Row 4: Plant + Parameter code 11 / hlx is already in row 2 of the file')).toBeTruthy();
  });
});
