/**
 * Links between the files of one folder, as pages show them: a relative link in an entry's
 * Markdown (`../parsing/main_classes.md#selector`) points at the page of the entry loaded from
 * that file, in the reader's locale; a link to a file that is not on the site becomes plain text.
 */
import { entryHref } from '@/lib/assistant/events';
import { getLinkTargets, type Db, type LocalizedEntry } from '@/lib/db';
import { folderLinkResolver, type LinkResolver } from '@/lib/markdown';
import type { Locale } from '@/lib/text';

/**
 * The link resolver for one entry's body: resolves against the entry's source file among the
 * published entries of its folder (its collection, or the author's content folder).
 * @returns undefined for an entry that was not loaded from a file (made in the admin): links stay as written
 */
export async function linkResolverFor(db: Db, args: { entry: Pick<LocalizedEntry, 'collection' | 'sourcePath'>; locale: Locale }): Promise<LinkResolver | undefined> {
  if (!args.entry.sourcePath) return undefined;
  const targets = await getLinkTargets(db, { collection: args.entry.collection });
  const map = new Map(targets.map((t) => [t.sourcePath, `/${args.locale}${entryHref(t.kind, t.slug, t.collection)}`]));
  return folderLinkResolver(args.entry.sourcePath, map);
}
