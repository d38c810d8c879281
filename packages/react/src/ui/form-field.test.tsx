// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { getByLabel, render } from '../test-utils/render';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import { Select } from './select';
import { TextInput } from './text-input';
import { Textarea } from './textarea';

afterEach(() => {
  document.body.innerHTML = '';
});

const describedBy = (element: Element) => (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
const textOf = (ids: string[]) => ids.map((id) => document.getElementById(id)?.textContent);

describe('FormField', () => {
  it('labels the control and links its description and error with aria-describedby', async () => {
    const { container } = await render(
      <FormField label="Email" description="We send the invitation here." error="Enter an email address such as ann@example.com">
        <TextInput name="email" />
      </FormField>,
    );
    const input = getByLabel(container, 'Email');
    expect(input.getAttribute('name')).toBe('email');
    expect(textOf(describedBy(input))).toEqual(['We send the invitation here.', 'Enter an email address such as ann@example.com']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('is not invalid and describes nothing without an error or description', async () => {
    const { container } = await render(
      <FormField label="Name">
        <TextInput name="name" />
      </FormField>,
    );
    const input = getByLabel(container, 'Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('marks a required field on the control and shows a marker hidden from screen readers', async () => {
    const { container } = await render(
      <FormField label="Name" required>
        <Textarea name="about" />
      </FormField>,
    );
    const label = container.querySelector('label')!;
    expect(label.querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
    expect(container.querySelector('textarea')?.required).toBe(true);
  });

  it('keeps a control’s own aria-describedby after the field’s', async () => {
    const { container } = await render(
      <>
        <p id="rule">At least 12 characters</p>
        <FormField label="Password" error="Too short">
          <PasswordInput name="password" labels={{ show: 'Show password' }} aria-describedby="rule" />
        </FormField>
      </>,
    );
    const input = container.querySelector('input')!;
    expect(textOf(describedBy(input))).toEqual(['Too short', 'At least 12 characters']);
  });

  it('gives a Select its label, description and error', async () => {
    const { container } = await render(
      <FormField label="Role" error="Choose a role">
        <Select options={[{ value: 'admin', label: 'Admin' }]} placeholder="Choose…" />
      </FormField>,
    );
    const trigger = container.querySelector('[role="combobox"]')!;
    expect(container.querySelector('label')?.htmlFor).toBe(trigger.id);
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(textOf(describedBy(trigger))).toEqual(['Choose a role']);
  });
});

describe('PasswordInput', () => {
  it('shows and hides the password with one toggle that reports its state', async () => {
    const { container } = await render(<PasswordInput aria-label="Password" labels={{ show: 'Show password' }} />);
    const input = container.querySelector('input')!;
    const toggle = container.querySelector<HTMLButtonElement>('button[aria-label="Show password"]')!;
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await act(async () => toggle.click());
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});
