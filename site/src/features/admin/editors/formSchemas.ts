/**
 * The admin forms' rules (spec §5, §8), checked on submit as the contact
 * form's are (lib/formErrors.ts): each field's message shows under it, and
 * the spec's toast says the form was not saved.
 */
import * as v from 'valibot';
import { blogCategories, portfolioCategories } from '../../../content/categories.ts';

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** A blog post: title, excerpt, author and category. */
export const PostForm = v.object({
  title: required('Please enter a title'),
  excerpt: required('Please enter an excerpt'),
  author: required('Please enter the author'),
  category: v.picklist(blogCategories, 'Please choose a category'),
});
export const POST_MISSING = 'Please fill out all required fields';

/** A portfolio item: title, description, category and image. */
export const ProjectForm = v.object({
  title: required('Please enter a title'),
  description: required('Please enter a description'),
  category: v.picklist(portfolioCategories, 'Please choose a category'),
  image: required('Please enter an image URL or pick one from the library'),
});
export const PROJECT_MISSING = 'Please fill in all required fields';

/** An upload: a file and a title, each with the spec's own message, also its toast. */
export const UploadForm = v.object({
  file: v.instance(File, 'Please select an image to upload'),
  title: required('Please enter a title for the image'),
});
