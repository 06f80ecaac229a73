// The Serenade mark and wordmark; `light` for dark backgrounds.
import './Logo.css';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo__mark" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2b0f2e" />
          <stop offset="1" stopColor="#9f1239" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#logo-bg)" />
      <path d="M32 49s-15-9.2-15-20.5A8.5 8.5 0 0 1 32 23a8.5 8.5 0 0 1 15 5.5C47 39.8 32 49 32 49z" fill="#fff8f3" />
      <path d="M35 20v15.5a4.2 4.2 0 1 1-2.6-3.9V16l9 2.6v4.2z" fill="#d4a24c" />
    </svg>
  );
}

export function Logo({ light = false }: { light?: boolean }) {
  return (
    <span className={`logo${light ? ' logo--light' : ''}`}>
      <LogoMark />
      <span className="logo__word">Serenade</span>
    </span>
  );
}
