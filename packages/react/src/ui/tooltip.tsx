import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { usePortalContainer } from './ui-context';
import './menu.css';

/** Props of Tooltip. */
export interface TooltipProps {
  /** The hint: extra help only (a control must be named without it). */
  content: ReactNode;
  /** The element the hint describes; it must take focus (a button, a link). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** A short hint shown on hover and keyboard focus (Radix), linked to its element with aria-describedby. */
export function Tooltip({ content, children, side = 'top' }: TooltipProps): ReactNode {
  const container = usePortalContainer();
  return (
    <RadixTooltip.Provider delayDuration={400}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        {container && (
          <RadixTooltip.Portal container={container}>
            <RadixTooltip.Content className="gh-tooltip" side={side} sideOffset={6} collisionPadding={8}>
              {content}
              <RadixTooltip.Arrow className="gh-tooltip-arrow" />
            </RadixTooltip.Content>
          </RadixTooltip.Portal>
        )}
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
