import type { Locator } from '@playwright/test';

/**
 * WCAG's contrast ratio of an element's text against what it is painted on: the text colour with the
 * opacity of the element and its ancestors applied, over the first opaque background found going up.
 * (axe computes the same; this one runs where only one element matters.)
 */
export async function contrastRatio(element: Locator): Promise<number> {
  // The helpers live inside: the browser gets this function's source alone, nothing from the module around it.
  return element.evaluate((node) => {
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const rgba = (value: string) => (value.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number) as [number, number, number, number?];
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const luminance = ([r, g, b]: number[]) => {
      // oxlint-disable-next-line unicorn/consistent-function-scoping
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    let alpha = 1;
    let background: number[] | null = null;
    for (let at: Element | null = node; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      alpha *= Number(style.opacity);
      const [r, g, b, a = 1] = rgba(style.backgroundColor);
      if (!background && a === 1) background = [r, g, b];
    }
    const back = background ?? [255, 255, 255];
    const [r, g, b, a = 1] = rgba(getComputedStyle(node).color);
    const seen = [r, g, b].map((c, i) => c * a * alpha + back[i]! * (1 - a * alpha));
    const [light, dark] = [luminance(seen), luminance(back)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  });
}
