// The shop's mark (an eighth note whose head is a heart, drawn by api/tools/art/mark.ts) and wordmark;
// `light` for dark backgrounds. The word is the shop's name from its profile.
import { useShop } from '../core/api/queries';
import './Logo.css';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo__mark" viewBox="0 0 512 512" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2b0f2e" />
          <stop offset="1" stopColor="#9f1239" />
        </linearGradient>
      </defs>
      <rect width="512" height="512" rx="120" fill="url(#logo-bg)" />
      <g transform="translate(256 256) scale(1.12) translate(-232 -265)" fill="#f8dfb0">
        <path d="M236 300V96h44v204z" />
        <path d="M280 96C282 140 326 160 348 196C368 228 366 262 352 292C356 252 340 224 312 208C300 201 290 198 280 196Z" />
        <path d="M230.2 433C215.4 426.1 119.6 409.9 99.3 354C85.5 316.1 104 282.8 129.3 273.6C149.1 266.4 166.4 274.4 177 286.9C177.2 270.4 185.2 253.2 205.1 246C230.3 236.8 265.9 250.4 279.7 288.3C300.1 344.2 237.1 418.2 230.2 433Z" />
      </g>
    </svg>
  );
}

export function Logo({ light = false }: { light?: boolean }) {
  const { name } = useShop();
  return (
    <span className={`logo${light ? ' logo--light' : ''}`}>
      <LogoMark />
      <span className="logo__word">{name}</span>
    </span>
  );
}
