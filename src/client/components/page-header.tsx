import chefClaudeIcon from '../chef-claude-icon.svg';
import { UpdateOffer } from './update-offer.tsx';

export function PageHeader() {
  return (
    <header className="page-header">
      <img src={chefClaudeIcon} alt="Chef Claude icon" width="40" height="40" />
      <h1>Chef Claude</h1>
      <UpdateOffer />
    </header>
  );
}
