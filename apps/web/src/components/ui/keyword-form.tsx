import { Button } from './button';
import { Input } from './input';

type Props = {
  /** The keyword the results show now; the field starts from it and resets when it changes (e.g. back/forward). */
  value: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  onSearch: (keyword: string) => void;
};

/** A search box that submits a trimmed keyword on Enter or with its button (search pages keep it in the URL). */
export function KeywordForm({ value, label, placeholder, submitLabel, onSearch }: Props) {
  return (
    <form
      key={value}
      aria-label={label}
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(String(new FormData(event.currentTarget).get('keyword') ?? '').trim());
      }}
    >
      <Input
        name="keyword"
        type="search"
        aria-label={label}
        placeholder={placeholder}
        defaultValue={value}
        maxLength={100}
      />
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
