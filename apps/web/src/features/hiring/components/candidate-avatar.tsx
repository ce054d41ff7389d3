import { clsx } from 'clsx';
import { initialsOf } from '../../../lib/names';

/** The talent's photo, or their initials. */
export function CandidateAvatar({
  image,
  firstName,
  lastName,
  size = 'md',
}: {
  image: string | null;
  firstName: string;
  lastName: string;
  size?: 'md' | 'lg';
}) {
  const box = size === 'lg' ? 'size-16 text-lg' : 'size-12';
  if (image) {
    return <img src={image} alt="" className={clsx(box, 'shrink-0 rounded-full object-cover')} />;
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        box,
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700',
      )}
    >
      {initialsOf(firstName, lastName)}
    </span>
  );
}
