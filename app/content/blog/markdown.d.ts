declare module "*.md" {
  const article: import("./article").CompiledArticle;
  export default article;
}
