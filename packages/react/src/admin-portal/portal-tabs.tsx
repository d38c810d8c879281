import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One tab of PortalTabs. */
export interface PortalTab {
  key: string;
  label: string;
  /** Rendered only while the tab is selected, so a tab's data loads when it is first opened. */
  render(): ReactNode;
}

/** Props of PortalTabs. */
export interface PortalTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly PortalTab[];
}

/**
 * Tabs in the WAI-ARIA pattern: a `tablist` of `tab` buttons (Left/Right arrows, Home and End move and
 * select, only the selected tab is in the Tab order) and the selected tab's `tabpanel`.
 */
export function PortalTabs({ label, tabs }: PortalTabsProps): ReactNode {
  const [selected, setSelected] = useState(tabs[0]?.key);
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const base = useId();
  const active = tabs.find((t) => t.key === selected) ?? tabs[0];
  if (!active) return null;
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    setSelected(tab.key);
    refs.current[tab.key]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  return (
    <div className="gh-admin-tabs">
      <div role="tablist" aria-label={label} className="gh-admin-tablist">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[tab.key] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.key}`}
            aria-selected={tab === active}
            aria-controls={`${base}-panel-${tab.key}`}
            tabIndex={tab === active ? 0 : -1}
            className="gh-admin-tab"
            onClick={() => setSelected(tab.key)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel-${active.key}`} aria-labelledby={`${base}-tab-${active.key}`} className="gh-admin-tabpanel">
        {active.render()}
      </div>
    </div>
  );
}
