import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readyLazy } from './ready-lazy';

const Screen = () => createElement('p', null, 'the screen');
const page = (Component: ComponentType) =>
  renderToString(
    createElement(
      Suspense,
      { fallback: createElement('i', null, 'loading') },
      createElement(Component),
    ),
  );

describe('readyLazy', () => {
  it('renders a screen whose code was loaded early at once, without suspending', async () => {
    const screen = readyLazy(() => Promise.resolve({ default: Screen }));
    await screen.preload();
    expect(page(screen.Component)).toContain('the screen');
  });

  it('suspends a screen whose code is not in yet, and loads it once', async () => {
    let loads = 0;
    const screen = readyLazy(() => {
      loads += 1;
      return Promise.resolve({ default: Screen });
    });
    expect(page(screen.Component)).toContain('loading');
    await screen.preload();
    expect(page(screen.Component)).toContain('the screen');
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let loads = 0;
    const screen = readyLazy(() =>
      ++loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Screen }),
    );
    await expect(screen.preload()).rejects.toThrow('offline');
    await screen.preload();
    expect(loads).toBe(2);
  });
});
