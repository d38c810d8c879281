// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getButton, render } from '../test-utils/render';
import { textFileName } from './download-text';
import { SecretBox } from './secret-box';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const labels = { copy: 'Copy', copied: 'Copied', copyFailed: 'Could not copy', download: 'Download' };
const codes = ['a1b2-c3d4', 'e5f6-g7h8', 'i9j0-k1l2'];

describe('SecretBox', () => {
  it('shows each code whole in its own cell of a labelled group', async () => {
    const { container } = await render(<SecretBox value={codes} label="Recovery codes" labels={labels} />);
    const group = container.querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-label')).toBe('Recovery codes');
    expect([...group.querySelectorAll('li code')].map((code) => code.textContent)).toEqual(codes);
  });

  it('copies the codes one per line', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { container } = await render(<SecretBox value={codes} label="Recovery codes" labels={labels} />);
    await act(async () => getButton(container, 'Copy').click());
    expect(writeText).toHaveBeenCalledWith('a1b2-c3d4\ne5f6-g7h8\ni9j0-k1l2');
  });

  it('offers the codes as a .txt download', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:codes';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { container } = await render(<SecretBox value={codes} label="Recovery codes" labels={labels} fileName="acme-recovery-codes" />);
    await act(async () => getButton(container, 'Download').click());
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('acme-recovery-codes.txt');
    expect(clicked[0]!.href).toBe('blob:codes');
    expect(blobs[0]!.type).toBe('text/plain;charset=utf-8');
    expect(await blobs[0]!.text()).toBe('a1b2-c3d4\ne5f6-g7h8\ni9j0-k1l2\n');
  });

  it('offers no download without a file name, and shows a single secret as one value', async () => {
    const { container } = await render(<SecretBox value="gh_live_0123456789abcdef" label="API token" labels={labels} />);
    expect(container.querySelector('.gh-secret-box-value')?.textContent).toBe('gh_live_0123456789abcdef');
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Copy']);
  });

  it('names the download file .txt whatever it is given', () => {
    expect(textFileName('codes')).toBe('codes.txt');
    expect(textFileName('codes.TXT')).toBe('codes.TXT');
    expect(textFileName('  ')).toBe('download.txt');
  });
});
