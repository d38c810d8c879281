import { useId, useState, type ReactNode } from 'react';
import { Checkbox } from '../../../ui/checkbox';
import { Skeleton } from '../../../ui/skeleton';
import { TextInput } from '../../../ui/text-input';
import '../../../ui/form-field.css';
import './choice-list.css';

/** One thing a ChoiceList offers: a role, a user. */
export interface Choice {
  id: string;
  label: string;
  /** A second line (a role's description, a user's email); the filter reads it too. */
  description?: string;
}

/** Words of ChoiceList. */
export interface ChoiceListLabels {
  /** The list's name (the fieldset's legend), e.g. "Roles". */
  legend: string;
  /** Name of the filter box, e.g. "Filter roles". */
  filter: string;
  /** Shown when there is nothing to choose from. */
  empty: string;
  /** Shown when the filter matches nothing. */
  noMatch(query: string): string;
  /** "2 roles selected", read under the legend. */
  selected(count: number): string;
}

/** Props of ChoiceList. */
export interface ChoiceListProps {
  choices: readonly Choice[];
  /** Ids ticked. */
  value: readonly string[];
  onChange(ids: string[]): void;
  labels: ChoiceListLabels;
  /** The filter box shows from this many choices on (default 7). */
  filterFrom?: number;
  /** An error next to the list, in words a person reads. */
  error?: string;
  disabled?: boolean;
  /** While the choices load: placeholder lines instead of the "nothing to choose" note. */
  loading?: boolean;
}

const matches = (choice: Choice, query: string) =>
  `${choice.label}\n${choice.description ?? ''}`.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());

/**
 * Checkboxes in a labelled fieldset that scrolls inside its own box, with a filter box once the list is long: thirty
 * roles or fifty users fit a dialog on a phone. Ticked choices stay ticked while the filter hides them.
 */
export function ChoiceList({ choices, value, onChange, labels, filterFrom = 7, error, disabled, loading }: ChoiceListProps): ReactNode {
  const [query, setQuery] = useState('');
  const id = useId();
  const shown = query.trim() ? choices.filter((c) => matches(c, query)) : choices;
  const toggle = (choiceId: string, on: boolean) =>
    onChange(on ? [...new Set([...value, choiceId])] : value.filter((selected) => selected !== choiceId));
  return (
    <fieldset
      className="gh-choice-list"
      aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      aria-invalid={error ? true : undefined}
    >
      <legend className="gh-form-label">{labels.legend}</legend>
      <p id={`${id}-count`} className="gh-choice-list-count gh-section-note">
        {labels.selected(value.length)}
      </p>
      {choices.length >= filterFrom && (
        <TextInput
          type="search"
          className="gh-choice-list-filter"
          aria-label={labels.filter}
          placeholder={labels.filter}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      )}
      <div className="gh-choice-list-items">
        {loading && [0, 1, 2].map((i) => <Skeleton key={i} width="60%" />)}
        {!loading && choices.length === 0 && <p className="gh-choice-list-note gh-section-note">{labels.empty}</p>}
        {choices.length > 0 && shown.length === 0 && <p className="gh-choice-list-note gh-section-note">{labels.noMatch(query.trim())}</p>}
        {shown.map((choice) => (
          <Checkbox
            key={choice.id}
            id={`${id}-${choice.id}`}
            label={choice.label}
            description={choice.description}
            checked={value.includes(choice.id)}
            onCheckedChange={(on) => toggle(choice.id, on)}
            disabled={disabled}
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="gh-form-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
