// @vitest-environment jsdom
/**
 * The first list of a session waited for React.lazy (issue 34): its first render suspends even when the
 * module is already loaded, and React holds the page back about 300 ms before revealing it. A preloaded
 * screen renders on its first render, with no fallback shown.
 */
import { act, lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

function Screen({ name }: { name: string }) {
  return <p>{`list of ${name}`}</p>;
}

/** Renders `Component` under Suspense and tells whether its fallback was ever shown. */
async function render(Component: ComponentType<{ name: string }>) {
  let fallbackShown = false;
  function Fallback() {
    fallbackShown = true;
    return <p>loading</p>;
  }
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    createRoot(container).render(
      <Suspense fallback={<Fallback />}>
        <Component name="devices" />
      </Suspense>,
    );
  });
  return { text: container.textContent, fallbackShown };
}

describe('preloadable screens', () => {
  it('React.lazy suspends on its first render though its module is loaded (the cause)', async () => {
    const module = Promise.resolve({ default: Screen });
    await module;
    const { text, fallbackShown } = await render(lazy(() => module));
    expect(text).toBe('list of devices');
    expect(fallbackShown).toBe(true);
  });

  it('a preloaded screen renders on its first render, without a fallback', async () => {
    const { Component, preload } = preloadable(async () => Screen);
    preload();
    await new Promise((resolve) => setTimeout(resolve));
    expect(await render(Component)).toEqual({ text: 'list of devices', fallbackShown: false });
  });

  it('a screen opened before it was preloaded still loads, once', async () => {
    let loads = 0;
    const { Component, preload } = preloadable(async () => (loads++, Screen));
    expect((await render(Component)).text).toBe('list of devices');
    preload();
    expect(loads).toBe(1);
  });
});
