import type { SVGProps } from "react";
import spriteUrl from "./icons.svg?url&no-inline";
import type { IconName } from "./icon-names";

export type { IconName };

/**
 * An icon drawn from the site's sprite, one cached and hashed file: a use is a few bytes of HTML
 * and no drawing code in JavaScript. Size and stroke come from `.icon` in shared.css (both sheets). The names are
 * the sprite's (scripts/icon-sprite.ts); pass `aria-hidden="true"` when it only decorates.
 */
export function Icon({ name, className, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg className={className ? `icon ${className}` : "icon"} {...props}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
