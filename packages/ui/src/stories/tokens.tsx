const colours = [
  ["background", "foreground"],
  ["card", "card-foreground"],
  ["primary", "primary-foreground"],
  ["secondary", "secondary-foreground"],
  ["muted", "muted-foreground"],
  ["accent", "accent-foreground"],
  ["highlight", "highlight-foreground"],
  ["success", "success-foreground"],
  ["info", "info-foreground"],
  ["warning", "warning-foreground"],
  ["destructive", "destructive-foreground"],
  ["border", "foreground"],
  ["input", "foreground"],
  ["ring", "background"],
] as const;

function Swatch({ token, pair, theme }: { token: string; pair: string; theme: string }) {
  return (
    <div
      className="flex h-16 flex-1 items-end justify-between p-2 text-sm font-medium"
      style={{ background: `var(--${token})`, color: `var(--${pair})` }}
    >
      <span>Aa</span>
      <span className="text-xs opacity-80">{theme}</span>
    </div>
  );
}

/** Every colour token in both themes, with its foreground pair and its utility class. */
export function ColourTokens() {
  return (
    <div className="not-prose grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-3">
      {colours.map(([token, pair]) => (
        <div key={token} className="overflow-hidden rounded-lg border">
          <div className="flex">
            {/* A `light` or `dark` class sets that theme's tokens for everything inside it. */}
            <div className="light flex flex-1">
              <Swatch token={token} pair={pair} theme="light" />
            </div>
            <div className="dark flex flex-1">
              <Swatch token={token} pair={pair} theme="dark" />
            </div>
          </div>
          <div className="bg-card p-2 font-mono text-xs text-card-foreground">
            <div>bg-{token}</div>
            <div className="text-muted-foreground">text-{pair}</div>
          </div>
        </div>
      ))}
    </div>
  );
}

const typeScale = [
  ["text-xs", "text-xs"],
  ["text-sm", "text-sm"],
  ["text-base", "text-base"],
  ["text-lg", "text-lg"],
  ["text-xl", "text-xl"],
  ["text-2xl", "text-2xl"],
  ["text-3xl", "text-3xl"],
  ["text-4xl", "text-4xl"],
  ["text-5xl", "text-5xl"],
] as const;

export function TypeScale() {
  return (
    <div className="not-prose flex flex-col gap-2">
      {typeScale.map(([name, className]) => (
        <div key={name} className="flex items-baseline gap-4">
          <code className="w-24 shrink-0 text-xs text-muted-foreground">{name}</code>
          <span className={`${className} font-semibold tracking-tight`}>Building Tomorrow</span>
        </div>
      ))}
    </div>
  );
}

const spacing = [
  ["1", "w-1"],
  ["2", "w-2"],
  ["3", "w-3"],
  ["4", "w-4"],
  ["6", "w-6"],
  ["8", "w-8"],
  ["12", "w-12"],
  ["16", "w-16"],
  ["24", "w-24"],
] as const;

export function SpacingScale() {
  return (
    <div className="not-prose flex flex-col gap-2">
      {spacing.map(([step, className]) => (
        <div key={step} className="flex items-center gap-4">
          <code className="w-24 shrink-0 text-xs text-muted-foreground">
            {step} = {Number(step) * 0.25}rem
          </code>
          <span className={`${className} h-4 rounded-sm bg-primary`} />
        </div>
      ))}
    </div>
  );
}

const radii = [
  ["rounded-sm", "rounded-sm"],
  ["rounded-md", "rounded-md"],
  ["rounded-lg", "rounded-lg"],
  ["rounded-xl", "rounded-xl"],
  ["rounded-full", "rounded-full"],
] as const;

export function RadiusScale() {
  return (
    <div className="not-prose flex flex-wrap gap-4">
      {radii.map(([name, className]) => (
        <div key={name} className="flex flex-col items-center gap-2">
          <span className={`${className} size-16 border-2 border-primary bg-secondary`} />
          <code className="text-xs text-muted-foreground">{name}</code>
        </div>
      ))}
    </div>
  );
}
