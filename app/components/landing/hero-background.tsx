/**
 * The hero's backdrop: a grid and a gradient for everyone; on screens 768 px and wider
 * without reduced motion, also 6 vertical and 6 horizontal faint lines that draw in over 1.2 s
 * with a 0.08 s stagger, and 10 slowly drifting dots. Pure CSS (landing.css), so it costs no
 * JavaScript and is static from the first paint where it should be.
 */
const LINES = 6;
const DOTS = [
  [8, 22],
  [18, 68],
  [27, 40],
  [36, 82],
  [47, 16],
  [58, 58],
  [66, 30],
  [75, 74],
  [86, 44],
  [93, 12],
] as const;

export function HeroBackground() {
  return (
    <div aria-hidden="true" className="hero-bg" data-testid="hero-background">
      <div className="hero-bg-grid" />
      <div className="hero-bg-motion">
        {Array.from({ length: LINES }, (_, i) => (
          <span
            key={`v${i}`}
            data-hero-line="vertical"
            className="hero-line hero-line-v inset-y-0 w-px"
            style={{ left: `${((i + 1) * 100) / (LINES + 1)}%`, animationDelay: `${i * 0.08}s` }}
          />
        ))}
        {Array.from({ length: LINES }, (_, i) => (
          <span
            key={`h${i}`}
            data-hero-line="horizontal"
            className="hero-line hero-line-h inset-x-0 h-px"
            style={{ top: `${((i + 1) * 100) / (LINES + 1)}%`, animationDelay: `${(i + LINES) * 0.08}s` }}
          />
        ))}
        {DOTS.map(([x, y], i) => (
          <span
            key={`d${i}`}
            data-hero-dot=""
            className="hero-dot"
            style={{
              left: `${x}%`,
              top: `${y}%`,
              animationDelay: `${-i * 1.7}s`,
              animationDuration: `${14 + (i % 4) * 3}s`,
            }}
          />
        ))}
      </div>
    </div>
  );
}
