import type { ReactNode } from 'react';
import classes from './muted-text.module.css';

/** The " (Optional)" after an optional field's label (spec §2 "Interface behaviours"), in a quieter style. */
export function OptionalMark() {
  return (
    <span className={classes.muted} style={{ fontWeight: 400 }}>
      {' (Optional)'}
    </span>
  );
}

export interface FieldLabelProps {
  children: ReactNode;
  optional?: boolean;
}

/** A field label that ends in " (Optional)" when the field is optional. */
export function FieldLabel({ children, optional = false }: FieldLabelProps) {
  return (
    <>
      {children}
      {optional && <OptionalMark />}
    </>
  );
}

/**
 * For a Mantine input's `label` prop: `<TextInput label={withOptional('Phone', true)} />`.
 * The mark is part of the label, so the field's accessible name says it too ("Phone (Optional)").
 */
export function withOptional(label: ReactNode, optional = true): ReactNode {
  return <FieldLabel optional={optional}>{label}</FieldLabel>;
}
