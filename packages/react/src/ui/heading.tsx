import type { ReactNode } from 'react';

/** A heading level 1–6. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** An h1–h6 of the given level (internal to the ui components). */
export function Heading({
  level,
  className,
  id,
  children,
}: {
  level: HeadingLevel;
  className: string;
  id?: string;
  children: ReactNode;
}): ReactNode {
  const Tag = `h${level}` as const;
  return (
    <Tag className={className} id={id}>
      {children}
    </Tag>
  );
}
