import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { portalContracts, type PortalContracts } from '../../scripts/portalContracts';
import { checkBindingsIn } from '../../scripts/bindings/bindingsCheck';

let contracts: PortalContracts;
beforeAll(async () => {
  contracts = await portalContracts();
});

describe('page bindings against the routes the portal registers', () => {
  it('a misspelled field fails against the real answers, naming file, JSON path, binding and field', () => {
    const report = checkBindingsIn(path.join('tests', 'fixtures', 'bindings'), 'tests/fixtures/bindings', contracts);
    expect(report.problems).toEqual([
      expect.stringMatching(
        /^tests\/fixtures\/bindings\/misspelled-field\.json \/body\/children\/0\/items\/1\/value: \$\{data\.home\.totalCapp \| energy\}: no "totalCapp" in the answer of POST \/monitor\/homeRealData at data; did you mean "totalCap"\? \(there it has abnormalBranchNum, .*\)$/,
      ),
      expect.stringMatching(
        /^tests\/fixtures\/bindings\/misspelled-field\.json \/body\/children\/1\/columns\/1\/value: \$\{item\.equipNmae\}: no "equipNmae" in the answer of POST \/event\/list at rows\[\]; did you mean "equipName"\? \(there it has .*\bequipName\b.*\)$/,
      ),
    ]);
  });

  it('every binding of the shipped pages is in the answer of the route its source calls', () => {
    const report = checkBindingsIn(path.join('schemas', 'pages'), 'schemas/pages', contracts);
    expect(report.problems).toEqual([]);
    expect(report.followed).toBeGreaterThan(400);
  });
});
