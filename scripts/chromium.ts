/**
 * Debian's Chromium as every browser run of the project starts it: the browser suite
 * (playwright.config.ts), the built-site checks and the bench. Never Playwright's own download.
 */
import { chromium, type Browser } from '@playwright/test';

/** Installed by scripts/ensure-chromium.ts from Debian's `chromium` package. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The flags keep Chromium from reaching for Google's hosts, which this network refuses
 * (/work/.library/env/machines/node.md), and let it run as root in a container.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium with those flags; `extraArgs` add to them (the bench opens a debugging port). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
