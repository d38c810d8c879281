// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/i18n-provider';
import { getButton, render, waitFor } from '../test-utils/render';
import { RecoveryCodes } from './recovery-codes';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CODES = ['AAAA-BBBB-CCCC', 'DDDD-EEEE-FFFF', 'GGGG-HHHH-IIII'];

describe('RecoveryCodes', () => {
  it('lists each code whole in its own cell, in a group named for them', async () => {
    const { container } = await render(<RecoveryCodes codes={CODES} />);
    const group = container.querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-label')).toBe('Recovery codes');
    expect([...group.querySelectorAll('li code')].map((code) => code.textContent)).toEqual(CODES);
  });

  it('copies the codes one a line and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { container } = await render(<RecoveryCodes codes={CODES} />);
    await act(async () => getButton(container, 'Copy codes').click());
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    await waitFor(() => getButton(container, 'Copied'));
  });

  it("downloads them as a text file named in the UI's language", async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:codes'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { container } = await render(
      <I18nProvider locale="de">
        <RecoveryCodes codes={CODES} />
      </I18nProvider>,
    );
    await waitFor(() => getButton(container, 'Herunterladen'));
    await act(async () => getButton(container, 'Herunterladen').click());
    expect(names).toEqual(['wiederherstellungscodes.txt']);
    expect(await blobs[0]!.text()).toBe(`${CODES.join('\n')}\n`);
  });
});
