import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';
import { Heading, type HeadingLevel } from './heading';
import './card.css';

/** Props of the card parts: any attribute of their element. */
export type CardPartProps = HTMLAttributes<HTMLDivElement>;

/** A bordered surface grouping one topic: CardHeader, CardBody and CardFooter inside. */
export function Card({ className, ...props }: CardPartProps): ReactNode {
  return <div className={cx('gh-card', className)} {...props} />;
}

/** Props of CardHeader. */
export interface CardHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons at the header's end. */
  actions?: ReactNode;
  /** Level of the title's heading (default 2). */
  headingLevel?: HeadingLevel;
  titleId?: string;
}

/** The card's title, description and actions (or custom children). */
export function CardHeader({
  title,
  description,
  actions,
  headingLevel = 2,
  titleId,
  className,
  children,
  ...props
}: CardHeaderProps): ReactNode {
  return (
    <div className={cx('gh-card-header', className)} {...props}>
      <div className="gh-card-heading">
        {title !== undefined && (
          <CardTitle level={headingLevel} id={titleId}>
            {title}
          </CardTitle>
        )}
        {description !== undefined && <CardDescription>{description}</CardDescription>}
        {children}
      </div>
      {actions && <div className="gh-card-actions">{actions}</div>}
    </div>
  );
}

/** A card's heading (h2 unless told). */
export function CardTitle({ level = 2, id, children }: { level?: HeadingLevel; id?: string; children: ReactNode }): ReactNode {
  return (
    <Heading level={level} className="gh-card-title" id={id}>
      {children}
    </Heading>
  );
}

/** A line under the card's title. */
export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>): ReactNode {
  return <p className={cx('gh-card-description', className)} {...props} />;
}

/** The card's content. */
export function CardBody({ className, ...props }: CardPartProps): ReactNode {
  return <div className={cx('gh-card-body', className)} {...props} />;
}

/** The card's actions, at the end of the row. */
export function CardFooter({ className, ...props }: CardPartProps): ReactNode {
  return <div className={cx('gh-card-footer', className)} {...props} />;
}
