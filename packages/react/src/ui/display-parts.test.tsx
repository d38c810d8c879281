// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../test-utils/render';
import { Badge } from './badge';
import { Button } from './button';
import { Card, CardBody, CardFooter, CardHeader } from './card';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';
import { SkeletonRows } from './skeleton';
import { Spinner } from './spinner';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PageHeader', () => {
  it('is an h1 with its description and actions unless given another level', async () => {
    const { container } = await render(<PageHeader title="Users" description="People in this account" actions={<Button>Invite</Button>} />);
    expect(container.querySelector('h1')?.textContent).toBe('Users');
    expect(container.querySelector('.gh-page-description')?.textContent).toBe('People in this account');
    expect(container.querySelector('.gh-page-actions button')?.textContent).toBe('Invite');
    const second = await render(<PageHeader title="Profile" headingLevel={2} />);
    expect(second.container.querySelector('h2')?.textContent).toBe('Profile');
  });
});

describe('Card', () => {
  it('titles its header with an h2 and keeps header, body and footer in order', async () => {
    const { container } = await render(
      <Card>
        <CardHeader title="Password" description="Change it from time to time" />
        <CardBody>Fields</CardBody>
        <CardFooter>
          <Button>Save</Button>
        </CardFooter>
      </Card>,
    );
    expect(container.querySelector('h2.gh-card-title')?.textContent).toBe('Password');
    expect([...container.querySelector('.gh-card')!.children].map((c) => c.className)).toEqual([
      'gh-card-header',
      'gh-card-body',
      'gh-card-footer',
    ]);
  });
});

describe('EmptyState', () => {
  it('shows a title, a line of text and the next action, with the icon hidden from screen readers', async () => {
    const { container } = await render(
      <EmptyState
        icon={<span>👥</span>}
        title="No users yet"
        text="Invite the people you work with."
        action={<Button>Invite user</Button>}
      />,
    );
    expect(container.querySelector('h3')?.textContent).toBe('No users yet');
    expect(container.querySelector('.gh-empty-state-icon')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.gh-empty-state-action button')?.textContent).toBe('Invite user');
  });
});

describe('SkeletonRows', () => {
  it('fills a table body with hidden placeholder rows', async () => {
    const { container } = await render(
      <table>
        <tbody>
          <SkeletonRows rows={3} columns={4} />
        </tbody>
      </table>,
    );
    const rows = container.querySelectorAll('tr');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.querySelectorAll('td')).toHaveLength(4);
    expect(rows[0]!.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws nothing for nonsense counts instead of crashing', async () => {
    const { container } = await render(
      <table>
        <tbody>
          <SkeletonRows rows={-2} columns={Number.NaN} />
        </tbody>
      </table>,
    );
    expect(container.querySelectorAll('tr')).toHaveLength(0);
  });
});

describe('Spinner and Badge', () => {
  it('announce a labelled spinner as a status, and hide an unlabelled one', async () => {
    const { container } = await render(
      <>
        <Spinner label="Loading users…" />
        <Spinner />
      </>,
    );
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading users…');
    expect(container.querySelectorAll('.gh-spinner[aria-hidden="true"]')).toHaveLength(2);
  });

  it('give a badge its tone', async () => {
    const { container } = await render(<Badge tone="warning">Pending</Badge>);
    expect(container.querySelector('.gh-badge')?.className).toBe('gh-badge gh-badge-warning');
  });
});
