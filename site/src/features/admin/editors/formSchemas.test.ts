import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../lib/formErrors.ts';
import { PostForm, ProjectForm, UploadForm } from './formSchemas.ts';

const post = { title: 'Signs of Girgaon', excerpt: 'Hand-painted boards.', author: 'Anaya', category: 'Typography', content: '', date: '', image: '' };
const project = { title: 'Byculla Irani Café', description: 'A menu board.', category: 'print', image: 'https://images.unsplash.com/photo-1', featured: false };

describe('the admin forms’ rules (spec §5)', () => {
  it('accepts a post with title, excerpt, author and category', () => {
    expect(fieldErrors(PostForm, post)).toEqual({});
  });

  it('names each missing post field, blank after trimming counting as missing', () => {
    expect(fieldErrors(PostForm, { ...post, title: '  ', excerpt: '', author: '\n', category: '' })).toEqual({
      title: 'Please enter a title',
      excerpt: 'Please enter an excerpt',
      author: 'Please enter the author',
      category: 'Please choose a category',
    });
  });

  it('refuses a post category outside the spec’s five', () => {
    expect(fieldErrors(PostForm, { ...post, category: 'Gossip' }).category).toBe('Please choose a category');
  });

  it('accepts a project with title, description, category and image', () => {
    expect(fieldErrors(ProjectForm, project)).toEqual({});
  });

  it('names each missing project field', () => {
    expect(fieldErrors(ProjectForm, { ...project, title: '', description: ' ', category: 'painting', image: '' })).toEqual({
      title: 'Please enter a title',
      description: 'Please enter a description',
      category: 'Please choose a category',
      image: 'Please enter an image URL or pick one from the library',
    });
  });

  it('asks an upload for a file and a title in the spec’s words', () => {
    expect(fieldErrors(UploadForm, { file: null, title: ' ' })).toEqual({ file: 'Please select an image to upload', title: 'Please enter a title for the image' });
    expect(fieldErrors(UploadForm, { file: new File(['x'], 'sign.png', { type: 'image/png' }), title: 'Sign' })).toEqual({});
  });
});
