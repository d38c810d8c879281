import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { animationsDone } from './preview-page';

/**
 * The serious and critical axe findings of the page once its animations have ended (a dialog fading in would show
 * false contrast failures), each as one line that says where it was found, what rule and on which elements.
 */
export async function auditPage(page: Page, where: string): Promise<string[]> {
  await animationsDone(page);
  const findings = await seriousViolations(page);
  return findings.map((f) => `${where}: ${f.impact} ${f.rule} (${f.help}) on ${f.targets.slice(0, 3).join(', ')}`);
}
