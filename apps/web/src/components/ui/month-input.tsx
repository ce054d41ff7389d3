import { Input, type InputProps } from './input';

/**
 * A month (`YYYY-MM`). Browsers without a month picker show a text field; the contract's month rule accepts
 * `2024-3`, `2024.03` and the like, and the form normalises to `YYYY-MM-01` on save.
 */
export function MonthInput(props: Omit<InputProps, 'type'>) {
  return <Input type="month" placeholder="YYYY-MM" inputMode="numeric" min="1900-01" max="2100-12" {...props} />;
}
