/** The hashed URL of the icon sprite, provided by scripts/bundle/lucide-imports.ts. */
declare module "virtual:luxid/icon-sprite" {
  const url: string;
  export default url;
}
