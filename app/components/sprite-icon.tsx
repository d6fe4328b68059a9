import type { SVGProps } from "react";
import spriteUrl from "virtual:luxid/icon-sprite";

/**
 * An icon drawn from the site's icon sprite. Written by the build, not by hand: imports of
 * lucide-react icons become `spriteIcon("name")` (scripts/bundle/lucide-imports.ts), so the app's
 * code keeps importing icons the usual way. Size and stroke come from `.icon` in app.css.
 */
export function spriteIcon(name: string) {
  function SpriteIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg className={className ? `icon ${className}` : "icon"} {...props}>
        <use href={`${spriteUrl}#${name}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = `Icon(${name})`;
  return SpriteIcon;
}
