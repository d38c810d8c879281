import type { MouseEvent, ReactNode } from 'react';
import { useGatehouse } from '../gatehouse-context';

/** Props of BoxLink. */
export interface BoxLinkProps {
  /** An in-app URL, e.g. one of client.routes. */
  to: string;
  children: ReactNode;
}

/** A `gh-link` anchor that navigates in-app; modified clicks (new tab…) keep the browser's behaviour. */
export function BoxLink({ to, children }: BoxLinkProps): ReactNode {
  const { history, navigate } = useGatehouse();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a className="gh-link" href={history.href(to)} onClick={onClick}>
      {children}
    </a>
  );
}
