import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { checkWire, WireMismatchError } from '../check-wire';

const page = {
  total_size: 1,
  limit: 10,
  offset: 1,
  products: [{ id: 1, name: 'Tea', price: 2, discount: 0, discount_type: 'percent', store_id: 3, module_type: 'food' }],
};

describe('checkWire', () => {
  it('passes an answer of the right shape through', () => {
    expect(checkWire('ItemPage', page)).toBe(page);
  });

  it('fails loudly, naming the field, when the shape is wrong', () => {
    const wrong = { ...page, products: [{ ...page.products[0], price: '2' }] };
    expect(() => checkWire('ItemPage', wrong)).toThrow(WireMismatchError);
    expect(() => checkWire('ItemPage', wrong)).toThrow(/\/products\/0\/price/);
  });

  it('knows the tightened enums (module types, order statuses)', () => {
    expect(() => checkWire('ModuleList', [{ id: 1, module_name: 'Books', module_type: 'books' }])).toThrow(WireMismatchError);
    expect(() => checkWire('TrackedOrder', { id: 1, order_status: 'lost', order_amount: 3 })).toThrow(WireMismatchError);
  });

  it('the schemas file is the API schemas, regenerated', () => {
    const contractDir = path.resolve(__dirname, '../..');
    expect(() =>
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/write-wire-schemas.ts', '--check'], { cwd: contractDir, stdio: 'pipe' }),
    ).not.toThrow();
  });
});
