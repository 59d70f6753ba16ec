import { lazy, type ComponentType } from "react";

/**
 * A component whose code the browser fetches the first time it renders it, not with the page
 * (issue 20): render `Component` inside a <Suspense>. The server calls `preload()` before a
 * render that may show it (in the page's loader), so that it renders at once and is in the
 * page without JavaScript: a lazy component the server waited for would be streamed in by a
 * script.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  async function preload() {
    loaded ??= await load();
    return loaded;
  }
  type Module = { default: ComponentType<Props> };
  const Component = lazy(() => {
    const component = loaded;
    // Already here: a settled answer, so React renders it at once rather than the fallback.
    if (component) return { then: (resolve: (module: Module) => void) => resolve({ default: component }) } as Promise<Module>;
    return preload().then((component) => ({ default: component }));
  });
  return { Component, preload };
}
