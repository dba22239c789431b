import { Link } from 'react-router';
import { blogPostPath } from '../../content/paths.ts';
import { StockImage } from '../../components/ui/StockImage.tsx';
import { imageSlots } from '../../content/imageSlots.ts';
import type { BlogPost } from '../../content/posts.ts';
import { PostDate } from './PostDate.tsx';

type Props = {
  post: BlogPost;
  headingLevel?: 2 | 3;
  /** The first card of a page's grid: on a phone its photo is the page's largest paint, fetched first. */
  first?: boolean;
};

/** A post in a grid: the title link covers the whole card; 'Read more' is there for those who look for it. */
export function PostCard({ post, headingLevel = 2, first = false }: Props) {
  const Heading = `h${headingLevel}` as const;
  const href = blogPostPath(post.id);
  return (
    <article className="group relative flex h-full flex-col wrap-anywhere">
      <StockImage
        src={post.image}
        alt=""
        fallbackLabel={post.category}
        width={imageSlots.postCard.width}
        height={imageSlots.postCard.height}
        widths={imageSlots.postCard.stockWidths}
        sizes={imageSlots.postCard.sizes}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        frameClassName="aspect-video rounded-[var(--radius-card)]"
        className="transition-transform duration-250 ease-[var(--ease-out-quick)] group-hover:scale-[1.03]"
      />
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="badge">{post.category}</span>
        <PostDate date={post.date} className="text-muted" />
      </p>
      <Heading className="mt-3 text-2xl leading-snug font-medium">
        <Link to={href} className="decoration-accent decoration-2 underline-offset-4 after:absolute after:inset-0 group-hover:underline">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-muted">{post.excerpt}</p>
      <p className="mt-4 flex items-center justify-between text-sm">
        <span>By {post.author}</span>
        <Link to={href} className="relative z-10 font-semibold text-teal underline underline-offset-4">
          Read more<span className="sr-only"> about {post.title}</span>
        </Link>
      </p>
    </article>
  );
}
