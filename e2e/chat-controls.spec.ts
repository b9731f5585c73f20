import { expect, test, type Page } from '@playwright/test';
import en from '../lib/i18n/messages/en.json' with { type: 'json' };
import fa from '../lib/i18n/messages/fa.json' with { type: 'json' };

// Site whose model is the scripted OpenAI-compatible server (one word every 120 ms): the Stop
// button and a withheld answer (the script invents a percentage when asked for one), in English
// and in Persian (right to left). The budget and rate-limit notices: limits.spec.ts.

const LOCALES = [
  { locale: 'en', m: en, ask: 'What did Darya build for the Golestan Manuscript Library archive?', percent: 'By what percent did search improve in the Golestan Manuscript Library archive?' },
  { locale: 'fa', m: fa, ask: 'موتور جست‌وجوی آرشیو کتابخانهٔ نسخه‌های خطی گلستان را چه کسی ساخت؟', percent: 'جست‌وجوی آرشیو کتابخانهٔ نسخه‌های خطی گلستان چند درصد بهتر شد؟' },
] as const;

async function ask(page: Page, question: string) {
  const box = page.getByRole('textbox', { name: (await page.getByRole('textbox').getAttribute('placeholder'))! });
  await box.fill(question);
  await box.press('Enter');
}

for (const { locale, m, ask: question, percent } of LOCALES) {
  test.describe(locale, () => {
    test('Stop ends the answer, keeps what was released, and the next question carries it', async ({ page }) => {
      await page.goto(`/${locale}`);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
      await ask(page, question);
      const answer = page.locator('[data-role="assistant"]').last();
      const stop = page.getByRole('button', { name: m.chat.stop });
      await expect(stop).toBeVisible();
      // The site's first question opens, seeds and loads the lexicons into a fresh embedded
      // database: a hang detector here, not a latency goal (that is bench:chat's cold start).
      await expect(answer.getByTestId('answer-paragraph').first()).toHaveText(/\S.*[.!?؟]$/u, { timeout: 30_000 });
      await stop.click();
      await expect(answer).toHaveAttribute('data-outcome', 'stopped');
      await expect(answer.locator('[data-notice="stopped"]')).toHaveText(m.chat.stopped);
      await expect(stop).toHaveCount(0);
      await expect(page.getByRole('textbox')).toBeFocused();
      const released = (await answer.getByTestId('answer-paragraph').allTextContents()).join(' ');
      expect(released.length).toBeGreaterThan(0);

      // The released text stays in the history the next question sends.
      const next = page.waitForRequest('**/api/chat');
      await ask(page, question);
      const body = (await next).postDataJSON() as { history: { role: string; content: string; cited?: string[] }[] };
      // With the entries its released sentences cited (issue 30: a follow-up is judged with them), as site-relative links.
      const last = body.history.at(-1)!;
      expect({ role: last.role, content: last.content }).toEqual({ role: 'assistant', content: released });
      expect(last.cited?.length).toBeGreaterThan(0);
      for (const href of last.cited!) expect(href).toMatch(/^\/(?!\/)/);
      await page.getByRole('button', { name: m.chat.stop }).click();
    });

    test('a withheld answer is marked, keeps its released sentence, and never shows the invented value', async ({ page }) => {
      await page.goto(`/${locale}`);
      await ask(page, percent);
      const answer = page.locator('[data-role="assistant"]').last();
      await expect(answer).toHaveAttribute('data-outcome', 'withheld', { timeout: 30_000 });
      await expect(answer.getByTestId('withheld-mark')).toHaveText(m.chat.withheld);
      await expect(answer.locator('[data-notice="withheld"]')).toHaveText(m.assistant.withheld);
      await expect(answer.getByTestId('answer-paragraph')).toHaveCount(1);
      await expect(answer.getByTestId('sources').getByRole('link').first()).toHaveAttribute('href', new RegExp(`^/${locale}/`));
      await expect(page.locator('body')).not.toContainText('87.5');
    });
  });
}
