import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../content/paths.ts';
import { CoverImage } from '../../components/ui/CoverImage.tsx';
import { imageSlots } from '../../content/imageSlots.ts';
import { buttonStyles } from '../../components/ui/buttonStyles.ts';
import { PageMeta } from '../../components/PageMeta.tsx';
import { MissingNotice } from '../../components/ui/MissingNotice.tsx';
import { PostBody } from './PostBody.tsx';
import { PostCard } from './PostCard.tsx';
import { formatPostDate } from '../../lib/formatPostDate.ts';
import { PostDate } from './PostDate.tsx';
import { relatedPosts, usePosts } from './usePosts.ts';

export function BlogPostPage() {
  const { id } = useParams();
  const posts = usePosts();
  const post = posts.find((p) => String(p.id) === id);
  // The cover is decoration on the page (alt ""), so its preview gets no alt either.
  const meta = post ? (
    <PageMeta title={post.title} description={post.excerpt} image={post.image} type="article" published={formatPostDate(post.date).iso} section={post.category} />
  ) : (
    <PageMeta title="Blog Post Not Found" description="This blog post does not exist or has been removed." indexable={false} />
  );

  if (!post) {
    return (
      <>
        {meta}
        <MissingNotice kicker={<p className="eyebrow">Journal</p>} title="Blog Post Not Found" message="The blog post you're looking for doesn't exist or has been removed.">
          <Link to={paths.blog} className={buttonStyles.primary}>
            Return to Blog
          </Link>
        </MissingNotice>
      </>
    );
  }

  const related = relatedPosts(posts, post);
  return (
    <article aria-labelledby="post-title" className="pt-10 pb-24 wrap-anywhere md:pt-14">
      {meta}
      <div className="container-site max-w-4xl">
        <Link to={paths.blog} className="inline-flex items-center gap-2 text-sm font-semibold text-teal hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Blog
        </Link>
        <p className="mt-8 flex flex-wrap items-center gap-3 text-sm">
          <span className="badge">{post.category}</span>
          {/* One item, so that a narrow screen moves date and author down together and no line starts with the dot. */}
          <span className="text-muted">
            <PostDate date={post.date} /> · By {post.author}
          </span>
        </p>
        <h1 id="post-title" className="mt-5 text-headline font-medium">
          {post.title}
        </h1>
        <p className="mt-5 text-xl leading-relaxed text-muted">{post.excerpt}</p>
      </div>
      <div className="container-site mt-10 max-w-6xl">
        <CoverImage src={post.image} alt="" fallbackLabel={post.category} slot={imageSlots.postCover} />
      </div>
      <div className="container-site mt-12 max-w-3xl">
        <PostBody html={post.content} />
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="container-site mt-24 border-t border-line pt-14">
          <h2 id="related-title" className="text-3xl font-medium">
            Related articles
          </h2>
          <ul className="mt-10 grid gap-x-8 gap-y-12 md:grid-cols-2 lg:grid-cols-3">
            {related.map((p) => (
              <li key={p.id}>
                <PostCard post={p} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

export default BlogPostPage;
