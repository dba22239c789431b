/** A blog post as the admin stores it in localStorage ('blog-posts'), for a browser that holds its own posts. */
export const storedPost = (id: number, category: string, extra: object = {}) => ({
  id,
  title: `Stored post ${id}`,
  excerpt: `Excerpt ${id}`,
  content: `<p>Body of post ${id}</p>`,
  date: '2026-11-01',
  author: 'Meera Iyer',
  image: 'https://images.unsplash.com/photo-1?w=800',
  category,
  ...extra,
});
