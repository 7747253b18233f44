/** The Kiwi Services mark: a kiwifruit slice (decorative; the text next to it names the site). */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none', display: 'block' }}
    >
      <circle cx="32" cy="32" r="31" fill="#6b4f2a" />
      <circle cx="32" cy="32" r="27" fill="#7cc242" />
      <circle cx="32" cy="32" r="21" fill="#a6d96a" />
      <ellipse cx="32" cy="32" rx="7" ry="6" fill="#f4fbe8" />
      <g fill="#1d1d1b">
        {Array.from({ length: 12 }, (_, i) => {
          const angle = (i * Math.PI) / 6;
          const x = 32 + Math.cos(angle) * 11.5;
          const y = 32 + Math.sin(angle) * 11.5;
          return (
            <ellipse
              key={i}
              cx={x.toFixed(2)}
              cy={y.toFixed(2)}
              rx="1.6"
              ry="2.6"
              transform={`rotate(${i * 30 + 90} ${x.toFixed(2)} ${y.toFixed(2)})`}
            />
          );
        })}
      </g>
    </svg>
  );
}
