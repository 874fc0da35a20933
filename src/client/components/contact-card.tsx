import avatar from '../avatar.svg';
import { useStoredState } from '../hooks/use-stored-state.ts';
import { StarIcon } from './star-icon.tsx';

/** Sample data: a person who does not exist, with a reserved phone range and domain. */
const sampleContact = {
  firstName: 'Rosalind',
  lastName: 'Okonkwo-Vale',
  phone: '+1 (555) 010-4273',
  email: 'rosalind.vale@example.com',
};

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** Area 2: the sample contact card with its favorite toggle. */
export function ContactCard() {
  const [isFavorite, setIsFavorite] = useStoredState('chef-claude.favorite.v1', true, isBoolean);
  const { firstName, lastName, phone, email } = sampleContact;

  return (
    <article className="contact-card" aria-labelledby="contact-name">
      <img
        src={avatar}
        className="avatar"
        alt={`Portrait of ${firstName} ${lastName}`}
        width="120"
        height="120"
      />
      <div className="contact-info">
        <button
          type="button"
          className="favorite-button"
          aria-pressed={isFavorite}
          aria-label={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
          onClick={() => setIsFavorite((favorite) => !favorite)}
        >
          <StarIcon filled={isFavorite} />
        </button>
        <h2 id="contact-name" className="contact-name">
          {firstName} {lastName}
        </h2>
        <a className="contact-detail" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          {phone}
        </a>
        <a className="contact-detail" href={`mailto:${email}`}>
          {email}
        </a>
      </div>
    </article>
  );
}
