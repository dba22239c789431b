// The published content, one module per collection (tooling/published-content.ts).
declare module 'virtual:published/posts' {
  const posts: import('./posts.ts').BlogPost[];
  export default posts;
}
declare module 'virtual:published/portfolio' {
  const portfolio: import('./portfolio.ts').PortfolioItem[];
  export default portfolio;
}
declare module 'virtual:published/content' {
  const content: import('../lib/storage/schemas.ts').ContentItem[];
  export default content;
}
declare module 'virtual:published/images' {
  const images: import('../lib/storage/schemas.ts').ImageItem[];
  export default images;
}
