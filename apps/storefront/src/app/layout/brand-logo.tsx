import { BRAND_NAME } from '@phonehub/domain';
import { Link } from 'react-router-dom';

export function BrandLogo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" className="brand" onClick={onClick}>
      <svg className="brand__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <rect x="10" y="6" width="12" height="20" rx="2.5" fill="none" stroke="#fff" strokeWidth="2.2" />
        <path d="M14.5 22h3" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="brand__name">{BRAND_NAME}</span>
    </Link>
  );
}
