import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadOnce, withHandlers } from '../load-once';

describe('loadOnce', () => {
  it('imports once for every caller and keeps the part', async () => {
    const importPart = jest.fn(() => Promise.resolve('part'));
    const part = loadOnce(importPart);
    expect(part.loaded).toBeUndefined();

    const [first, second] = await Promise.all([part.load(), part.load()]);

    expect([first, second, part.loaded]).toEqual(['part', 'part', 'part']);
    await part.load();
    expect(importPart).toHaveBeenCalledTimes(1);
  });

  it('tries again after a load that failed', async () => {
    const importPart = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('chunk')).mockResolvedValueOnce('part');
    const part = loadOnce(importPart);

    await expect(part.load()).rejects.toThrow('chunk');
    expect(part.loaded).toBeUndefined();
    await expect(part.load()).resolves.toBe('part');
    expect(importPart).toHaveBeenCalledTimes(2);
  });
});

describe('withHandlers', () => {
  it("runs the element's own handler first, then the added one", async () => {
    const calls: string[] = [];
    render(
      withHandlers(<button onClick={() => calls.push('own')}>Go</button>, {
        onClick: () => calls.push('added'),
        onFocus: () => calls.push('focus'),
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Go' }));

    expect(calls).toEqual(['focus', 'own', 'added']);
  });
});
