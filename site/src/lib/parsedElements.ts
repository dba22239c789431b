import type { DefaultTreeAdapterTypes as T } from 'parse5';

/** Every element under `parent` of a parse5 tree, template contents included, in document order. */
export function parsedElements(parent: T.ParentNode, out: T.Element[] = []): T.Element[] {
  for (const node of parent.childNodes) {
    if (!('tagName' in node)) continue;
    out.push(node);
    parsedElements(node.nodeName === 'template' ? (node as T.Template).content : node, out);
  }
  return out;
}
